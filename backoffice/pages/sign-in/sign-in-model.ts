// Signing in: the pair goes to POST session; once in, the app starts again as on a page load (GET
// session for the operator and the CSRF token, then the merchants) and shows the shell.
import { type Signal, signal } from '@preact/signals';
import { createSubmission, type Submission } from '../../parts/submission.ts';
import type { AppModel } from '../../shell/app-model.ts';

export const SIGN_IN_FIELDS = ['login', 'password'] as const;

export interface SignInModel {
  login: Signal<string>;
  password: Signal<string>;
  submission: Submission;
  submit(): Promise<void>;
}

export function createSignInModel(app: AppModel): SignInModel {
  const login = signal('');
  const password = signal('');
  // A wrong pair (401) or too many of them (429) is about the pair, said above the form.
  const submission = createSubmission(SIGN_IN_FIELDS, [401, 429]);
  return {
    login,
    password,
    submission,
    async submit() {
      const done = await submission.run(() =>
        app.client.signIn({ login: login.value, password: password.value }),
      );
      if (!done) return;
      // The password is of no further use in the page's memory.
      password.value = '';
      await app.start();
    },
  };
}
