import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import { MESSAGES } from '../../messages/backoffice-messages.ts';
import { SubmitButton } from '../../parts/FormStatus.tsx';
import { boundTo, TextField } from '../../parts/fields.tsx';
import { PageForm } from '../../parts/PageForm.tsx';
import { ShownOnce } from '../../parts/ShownOnce.tsx';
import { shownTime } from '../../parts/times.ts';
import type { PageProps } from '../../shell/page-registry.ts';
import { createPostbackSecretModel } from './postback-secret-model.ts';

const TEXT = MESSAGES.postbackSecret;

export function PostbackSecretPage({ app, merchantId }: PageProps): JSX.Element {
  const model = useMemo(() => createPostbackSecretModel(app, merchantId ?? ''), [app, merchantId]);
  const rotated = model.rotated.value;
  return (
    <>
      <p>{TEXT.intro}</p>
      <PageForm submission={model.rotation} onSubmit={() => void model.rotate()}>
        <TextField
          id="overlap_seconds"
          type="number"
          label={TEXT.overlap}
          hint={TEXT.overlapHint}
          {...boundTo(model.overlapHours)}
          error={model.rotation.errors.value.fields.overlap_seconds}
        />
        <SubmitButton submission={model.rotation} label={TEXT.rotate} />
      </PageForm>
      {rotated ? (
        <div class="bo-section">
          <ShownOnce
            id="new-secret"
            label={TEXT.newSecret}
            value={rotated.postback_secret}
            writeClipboard={app.writeClipboard}
          />
          <p>{TEXT.previousRetires(shownTime(rotated.previous_retires_at))}</p>
        </div>
      ) : null}
    </>
  );
}
