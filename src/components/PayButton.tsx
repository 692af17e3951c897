import type { JSX } from 'preact';
import type { PayState } from '../checkout/model.ts';
import { PAY_BUTTON_CLASS } from './field-ids.ts';
import './PayButton.css';

export interface PayButtonProps {
  /** The formatted total ("$12.50"). */
  total: string;
  state: PayState;
  /** The words instead of "Pay <total>": "Continue with iDEAL" for an alternative method. */
  label?: string | undefined;
}

/**
 * The submit button. While busy, and once the form will not pay again, it is aria-disabled rather
 * than disabled, so keyboard focus stays on it; the model refuses the submit either way.
 */
export function PayButton({ total, state, label }: PayButtonProps): JSX.Element {
  return (
    <button
      class={PAY_BUTTON_CLASS}
      type="submit"
      aria-disabled={state === 'ready' ? undefined : 'true'}
      aria-busy={state === 'busy' ? 'true' : undefined}
    >
      {state === 'busy' ? (
        <>
          <span class="kassa-spinner" aria-hidden="true" />
          Processing…
        </>
      ) : state === 'paid' ? (
        'Paid'
      ) : (
        (label ?? `Pay ${total}`)
      )}
    </button>
  );
}
