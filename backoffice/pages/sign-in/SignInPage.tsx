import type { JSX } from 'preact';
import { useEffect, useMemo } from 'preact/hooks';
import { MESSAGES } from '../../messages/backoffice-messages.ts';
import { SubmitButton } from '../../parts/FormStatus.tsx';
import { boundTo, TextField } from '../../parts/fields.tsx';
import { PageForm } from '../../parts/PageForm.tsx';
import type { AppModel } from '../../shell/app-model.ts';
import { createSignInModel } from './sign-in-model.ts';

export function SignInPage({ app }: { app: AppModel }): JSX.Element {
  const model = useMemo(() => createSignInModel(app), [app]);
  const { fields } = model.submission.errors.value;
  useEffect(() => {
    document.title = `${MESSAGES.signIn.title} – ${MESSAGES.appName}`;
  }, []);
  return (
    <main class="bo-main bo-alone">
      <p class="bo-brand">{MESSAGES.appName}</p>
      <h1>{MESSAGES.signIn.title}</h1>
      <PageForm submission={model.submission} onSubmit={() => void model.submit()}>
        <TextField
          id="login"
          label={MESSAGES.signIn.login}
          {...boundTo(model.login)}
          autoComplete="username"
          spellcheck={false}
          required
          error={fields.login}
        />
        <TextField
          id="password"
          type="password"
          label={MESSAGES.signIn.password}
          {...boundTo(model.password)}
          autoComplete="current-password"
          required
          error={fields.password}
        />
        <SubmitButton
          submission={model.submission}
          label={MESSAGES.signIn.submit}
          busyLabel={MESSAGES.signIn.busy}
        />
      </PageForm>
    </main>
  );
}
