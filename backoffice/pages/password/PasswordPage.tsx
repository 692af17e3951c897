import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import { MESSAGES } from '../../messages/backoffice-messages.ts';
import { SubmitButton } from '../../parts/FormStatus.tsx';
import { boundTo, TextField } from '../../parts/fields.tsx';
import { PageForm } from '../../parts/PageForm.tsx';
import type { PageProps } from '../../shell/page-registry.ts';
import { createPasswordModel } from './password-model.ts';

const TEXT = MESSAGES.password;

export function PasswordPage({ app }: PageProps): JSX.Element {
  const model = useMemo(() => createPasswordModel(app), [app]);
  const { fields } = model.change.errors.value;
  return (
    <PageForm submission={model.change} onSubmit={() => void model.submit()}>
      <TextField
        id="current_password"
        type="password"
        label={TEXT.current}
        {...boundTo(model.current)}
        autoComplete="current-password"
        error={fields.current_password}
      />
      <TextField
        id="new_password"
        type="password"
        label={TEXT.next}
        hint={TEXT.intro}
        {...boundTo(model.next)}
        autoComplete="new-password"
        error={fields.new_password}
      />
      <SubmitButton submission={model.change} label={TEXT.submit} />
    </PageForm>
  );
}
