// A form's send: one at a time, busy while it runs, and its errors sorted onto the form's fields
// (api/field-errors.ts). Every page's form is one of these; the page's model says what to send.
import { type ReadonlySignal, signal } from '@preact/signals';
import type { BackofficeResult } from '../api/backoffice-client.ts';
import { type FieldErrors, failureErrors, NO_ERRORS } from '../api/field-errors.ts';

export interface Submission {
  busy: ReadonlySignal<boolean>;
  errors: ReadonlySignal<FieldErrors>;
  /** What the last send that succeeded says (a page's confirmation); '' otherwise. */
  done: ReadonlySignal<string>;
  /**
   * Sends, unless a send is under way; answers the call's value when it succeeded (a 204's is
   * undefined), and null when it failed (its errors shown) or was not sent.
   */
  run<T>(call: () => Promise<BackofficeResult<T>>, doneText?: string): Promise<{ value: T } | null>;
  /** Shows problems found before sending (a value the page could not read). */
  refuse(errors: FieldErrors): void;
  reset(): void;
}

/**
 * `fields`: the names the server's messages may start with (api/field-errors.ts).
 * `wholeFormStatuses`: answers about the form as a whole, whatever field their message starts
 * with (a sign-in's 401: "login or password is not right" is about the pair, not the login).
 */
export function createSubmission(
  fields: readonly string[],
  wholeFormStatuses: readonly number[] = [],
): Submission {
  const busy = signal(false);
  const errors = signal<FieldErrors>(NO_ERRORS);
  const done = signal('');
  return {
    busy,
    errors,
    done,
    async run(call, doneText = '') {
      if (busy.value) return null;
      busy.value = true;
      done.value = '';
      try {
        const answer = await call();
        if (!answer.ok) {
          const whole = answer.kind === 'http' && wholeFormStatuses.includes(answer.status);
          errors.value = failureErrors(answer, whole ? [] : fields);
          return null;
        }
        errors.value = NO_ERRORS;
        done.value = doneText;
        return { value: answer.value };
      } finally {
        busy.value = false;
      }
    },
    refuse(found) {
      done.value = '';
      errors.value = found;
    },
    reset() {
      errors.value = NO_ERRORS;
      done.value = '';
    },
  };
}
