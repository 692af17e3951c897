// Changing one's own password: the current one and the new one (at least 12 characters, which the
// server checks and names the field of).
import { type Signal, signal } from '@preact/signals';
import { MESSAGES } from '../../messages/backoffice-messages.ts';
import { createSubmission, type Submission } from '../../parts/submission.ts';
import type { AppModel } from '../../shell/app-model.ts';

export interface PasswordModel {
  current: Signal<string>;
  next: Signal<string>;
  change: Submission;
  submit(): Promise<void>;
}

export function createPasswordModel(app: AppModel): PasswordModel {
  const current = signal('');
  const next = signal('');
  const change = createSubmission(['current_password', 'new_password']);
  return {
    current,
    next,
    change,
    async submit() {
      const done = await change.run(
        () =>
          app.client.changePassword({ current_password: current.value, new_password: next.value }),
        MESSAGES.password.changed,
      );
      if (!done) return;
      current.value = '';
      next.value = '';
    },
  };
}
