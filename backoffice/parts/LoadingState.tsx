import type { JSX } from 'preact';
import { MESSAGES } from '../messages/backoffice-messages.ts';

/** Said while a page or its data is on the way: a live region, so a screen reader hears it. */
export function LoadingState(): JSX.Element {
  return (
    <p class="bo-loading" role="status">
      {MESSAGES.loading}
    </p>
  );
}

/** Why a page's data is not there, with the way to ask again. */
export function FailedState({ message, retry }: { message: string; retry(): void }): JSX.Element {
  return (
    <div role="alert" class="bo-notice bo-notice-error">
      <p>{message}</p>
      <button type="button" class="bo-button" onClick={retry}>
        {MESSAGES.retry}
      </button>
    </div>
  );
}
