import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { MESSAGES } from '../../messages/backoffice-messages.ts';
import { SubmitButton } from '../../parts/FormStatus.tsx';
import { boundTo, TextField } from '../../parts/fields.tsx';
import { PageForm } from '../../parts/PageForm.tsx';
import type { KeysModel } from './keys-model.ts';

const TEXT = MESSAGES.keys;

/** A key's revocation: now, or at a time that gives integrations a window to switch. */
export function RevokeForm({ model, name }: { model: KeysModel; name: string }): JSX.Element {
  const first = useRef<HTMLInputElement>(null);
  // Opened from the key's button, which it replaces: focus goes into the form, not to the page.
  useEffect(() => first.current?.focus(), []);
  const later = model.revokeWhen.value === 'later';
  return (
    <PageForm
      submission={model.revoke}
      onSubmit={() => void model.confirmRevoke()}
      label={TEXT.revokeTitle(name)}
      showDone={false}
      inline
    >
      <fieldset>
        <legend>{TEXT.revokeWhen}</legend>
        <div class="bo-check">
          <input
            ref={first}
            id="revoke-now"
            type="radio"
            name="revoke-when"
            checked={!later}
            onChange={() => {
              model.revokeWhen.value = 'now';
            }}
          />
          <label for="revoke-now">{TEXT.revokeNow}</label>
        </div>
        <div class="bo-check">
          <input
            id="revoke-later"
            type="radio"
            name="revoke-when"
            checked={later}
            onChange={() => {
              model.revokeWhen.value = 'later';
            }}
          />
          <label for="revoke-later">{TEXT.revokeLater}</label>
        </div>
      </fieldset>
      {later ? (
        <TextField
          id="at"
          type="datetime-local"
          label={TEXT.revokeAt}
          {...boundTo(model.revokeAt)}
          error={model.revoke.errors.value.fields.at}
        />
      ) : null}
      <div class="bo-actions">
        <SubmitButton submission={model.revoke} label={TEXT.revokeSubmit} />
        <button type="button" class="bo-button" onClick={() => model.closeRevoke()}>
          {TEXT.cancel}
        </button>
      </div>
    </PageForm>
  );
}
