import type { JSX } from 'preact';
import { useEffect, useMemo } from 'preact/hooks';
import type { ApiKeySummary } from '../../../common/contract/backoffice-api.ts';
import { MESSAGES } from '../../messages/backoffice-messages.ts';
import { SubmitButton } from '../../parts/FormStatus.tsx';
import { boundTo, TextField } from '../../parts/fields.tsx';
import { FailedState, LoadingState } from '../../parts/LoadingState.tsx';
import { PageForm } from '../../parts/PageForm.tsx';
import { ShownOnce } from '../../parts/ShownOnce.tsx';
import { shownTime } from '../../parts/times.ts';
import type { PageProps } from '../../shell/page-registry.ts';
import { createKeysModel, type KeysModel, keyState } from './keys-model.ts';
import { RevokeForm } from './RevokeForm.tsx';

const TEXT = MESSAGES.keys;

export const keyName = (key: ApiKeySummary): string =>
  `${key.label || TEXT.unlabelled} ${TEXT.endsWith(key.last4)}`;

export function KeysPage({ app, merchantId }: PageProps): JSX.Element {
  const model = useMemo(() => createKeysModel(app, merchantId ?? ''), [app, merchantId]);
  useEffect(() => {
    void model.load();
  }, [model]);
  const created = model.created.value;
  return (
    <>
      <p>{TEXT.intro}</p>
      <section class="bo-section" aria-labelledby="create-key-heading">
        <h2 id="create-key-heading">{TEXT.create}</h2>
        <CreateKeyForm model={model} />
        {created ? (
          <ShownOnce
            id="new-key"
            label={`${TEXT.newKey}: ${keyName(created.key)}`}
            value={created.api_key}
            writeClipboard={app.writeClipboard}
          />
        ) : null}
      </section>
      <section class="bo-section" aria-labelledby="keys-heading">
        <h2 id="keys-heading">{TEXT.list}</h2>
        <p role="status" class="bo-hint">
          {model.revoke.done.value}
        </p>
        <KeyList model={model} now={app.now()} />
      </section>
    </>
  );
}

function CreateKeyForm({ model }: { model: KeysModel }): JSX.Element {
  const { fields } = model.create.errors.value;
  return (
    <PageForm submission={model.create} onSubmit={() => void model.createKey()}>
      <TextField id="label" label={TEXT.label} {...boundTo(model.label)} error={fields.label} />
      <TextField
        id="expires_at"
        type="datetime-local"
        label={TEXT.expiresAt}
        hint={TEXT.expiresAtHint}
        {...boundTo(model.expiresAt)}
        error={fields.expires_at}
      />
      <SubmitButton
        submission={model.create}
        label={TEXT.createSubmit}
        busyLabel={MESSAGES.saving}
      />
    </PageForm>
  );
}

function KeyList({ model, now }: { model: KeysModel; now: Date }): JSX.Element {
  const keys = model.keys.value;
  if (keys.state === 'loading') return <LoadingState />;
  if (keys.state === 'failed')
    return <FailedState message={keys.message} retry={() => void model.load()} />;
  if (keys.value.length === 0) return <p>{TEXT.empty}</p>;
  const revoking = model.revoking.value;
  return (
    <ul class="bo-cards">
      {keys.value.map((key) => {
        const state = keyState(key, now);
        return (
          <li key={key.key_id} class="bo-card">
            <h3>{keyName(key)}</h3>
            <dl class="bo-facts">
              <dt>{TEXT.created}</dt>
              <dd>{shownTime(key.created_at)}</dd>
              <dt>{TEXT.expires}</dt>
              <dd>{key.expires_at ? shownTime(key.expires_at) : MESSAGES.never}</dd>
              <dt>{TEXT.lastUsed}</dt>
              <dd>{key.last_used_at ? shownTime(key.last_used_at) : MESSAGES.never}</dd>
              {key.revoked_at ? (
                <>
                  <dt>{state === 'revoking' ? TEXT.revokes : TEXT.revoked}</dt>
                  <dd>{shownTime(key.revoked_at)}</dd>
                </>
              ) : null}
            </dl>
            {state === 'working' || state === 'revoking' ? (
              revoking?.key_id === key.key_id ? (
                <RevokeForm model={model} name={keyName(key)} />
              ) : (
                <button type="button" class="bo-button" onClick={() => model.openRevoke(key)}>
                  {TEXT.revoke(keyName(key))}
                </button>
              )
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
