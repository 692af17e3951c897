import type { JSX } from 'preact';
import './PayButton.css';

export interface PayButtonProps {
  /** The formatted total ("$12.50"). */
  total: string;
  busy: boolean;
}

/**
 * The submit button. While busy it is aria-disabled rather than disabled, so keyboard focus stays
 * on it; the model refuses a second submit either way.
 */
export function PayButton({ total, busy }: PayButtonProps): JSX.Element {
  return (
    <button
      class="kassa-pay-button"
      type="submit"
      aria-disabled={busy ? 'true' : undefined}
      aria-busy={busy ? 'true' : undefined}
    >
      {busy ? (
        <>
          <span class="kassa-spinner" aria-hidden="true" />
          Processing…
        </>
      ) : (
        `Pay ${total}`
      )}
    </button>
  );
}
