import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import { MESSAGES } from '../../messages/backoffice-messages.ts';
import { FormStatus, SubmitButton } from '../../parts/FormStatus.tsx';
import { TextField } from '../../parts/fields.tsx';
import type { PageProps } from '../../shell/page-registry.ts';
import { createPasswordModel } from './password-model.ts';

const TEXT = MESSAGES.password;

export function PasswordPage({ app }: PageProps): JSX.Element {
  const model = useMemo(() => createPasswordModel(app), [app]);
  const { fields } = model.change.errors.value;
  return (
    <form
      class="bo-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void model.submit();
      }}
    >
      <FormStatus submission={model.change} />
      <TextField
        id="current_password"
        type="password"
        label={TEXT.current}
        value={model.current.value}
        onInput={(value) => {
          model.current.value = value;
        }}
        autoComplete="current-password"
        error={fields.current_password}
      />
      <TextField
        id="new_password"
        type="password"
        label={TEXT.next}
        hint={TEXT.intro}
        value={model.next.value}
        onInput={(value) => {
          model.next.value = value;
        }}
        autoComplete="new-password"
        error={fields.new_password}
      />
      <SubmitButton submission={model.change} label={TEXT.submit} />
    </form>
  );
}
