import type { JSX } from 'preact';
import { MESSAGES } from '../messages/backoffice-messages.ts';
import type { Submission } from './submission.ts';

/**
 * A form's answer: the problems that name none of its fields (an alert, read at once) and the
 * confirmation of a send that succeeded (a status). The fields' own errors sit under each field.
 */
export function FormStatus({
  submission,
  showDone = true,
}: {
  submission: Submission;
  /** False for a form that closes when it succeeds: the page says it instead. */
  showDone?: boolean;
}): JSX.Element {
  const { general } = submission.errors.value;
  const done = showDone ? submission.done.value : '';
  return (
    <>
      <div role="alert" class={general.length > 0 ? 'bo-notice bo-notice-error' : undefined}>
        {general.length > 0 ? (
          <>
            <p>{MESSAGES.formProblems}</p>
            <ul>
              {general.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <p role="status" class={done ? 'bo-notice bo-notice-done' : 'bo-empty-status'}>
        {done}
      </p>
    </>
  );
}

/** The submit button: says it is busy, and is not pressed twice. */
export function SubmitButton({
  submission,
  label,
  busyLabel = MESSAGES.saving,
}: {
  submission: Submission;
  label: string;
  busyLabel?: string;
}): JSX.Element {
  const busy = submission.busy.value;
  return (
    <button
      type="submit"
      class="bo-button bo-button-primary"
      aria-disabled={busy ? 'true' : undefined}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
