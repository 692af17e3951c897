import type { JSX } from 'preact';
import type { PayState } from '../checkout/model.ts';
import { PAY_BUTTON_CLASS } from './field-ids.ts';
import './PayButton.css';
import { useMessages, withParts } from '../messages/form-messages.ts';

export interface PayButtonProps {
  /** The formatted total ("$12.50"). */
  total: string;
  /** The total's lang when it is formatted in another language than the button's words. */
  totalLang?: string | undefined;
  state: PayState;
  /** Instead of "Pay <total>" ("Start free trial"). */
  label?: string | undefined;
  /** Instead of "Paid" once done ("Card saved" in a token session). */
  done?: string | undefined;
  /** What describes the button (a subscription's consent line). */
  'aria-describedby'?: string | undefined;
}

/**
 * The submit button. While busy, and once the form will not pay again, it is aria-disabled rather
 * than disabled, so keyboard focus stays on it; the model refuses the submit either way.
 */
export function PayButton({
  total,
  totalLang,
  state,
  label,
  done,
  ...described
}: PayButtonProps): JSX.Element {
  const t = useMessages();
  return (
    <button
      class={PAY_BUTTON_CLASS}
      type="submit"
      aria-disabled={state === 'ready' ? undefined : 'true'}
      aria-busy={state === 'busy' ? 'true' : undefined}
      {...described}
    >
      {state === 'busy' ? (
        <>
          <span class="kassa-spinner" aria-hidden="true" />
          {t('pay.button.busy')}
        </>
      ) : state === 'paid' ? (
        (done ?? t('pay.button.paid'))
      ) : (
        // The amount isolated from the words round it (<bdi>): its symbol, digits and signs keep
        // their order in a right-to-left sentence.
        (label ??
        withParts(t, 'pay.button.amount', { amount: <bdi lang={totalLang}>{total}</bdi> }))
      )}
    </button>
  );
}
