import type { JSX } from 'preact';
import { useEffect, useMemo } from 'preact/hooks';
import { MESSAGES } from '../../messages/backoffice-messages.ts';
import { FormStatus, SubmitButton } from '../../parts/FormStatus.tsx';
import { TextField } from '../../parts/fields.tsx';
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
      <form
        class="bo-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void model.submit();
        }}
      >
        <FormStatus submission={model.submission} />
        <TextField
          id="login"
          label={MESSAGES.signIn.login}
          value={model.login.value}
          onInput={(value) => {
            model.login.value = value;
          }}
          autoComplete="username"
          spellcheck={false}
          required
          error={fields.login}
        />
        <TextField
          id="password"
          type="password"
          label={MESSAGES.signIn.password}
          value={model.password.value}
          onInput={(value) => {
            model.password.value = value;
          }}
          autoComplete="current-password"
          required
          error={fields.password}
        />
        <SubmitButton
          submission={model.submission}
          label={MESSAGES.signIn.submit}
          busyLabel={MESSAGES.signIn.busy}
        />
      </form>
    </main>
  );
}
