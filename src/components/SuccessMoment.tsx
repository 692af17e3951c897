import type { JSX } from 'preact';
import type { CheckoutModel } from '../checkout/model.ts';
import './SuccessMoment.css';
import { useMessages } from '../messages/form-messages.ts';

/**
 * A check mark and "Payment successful" once the form is paid, before the hosted page leaves for
 * the shop (hosted/page-model.ts holds it a moment). The polite live region is in the page from
 * the start, empty, so the words are announced when they appear.
 */
export function SuccessMoment({
  model,
}: {
  model: Pick<CheckoutModel, 'state' | 'session'>;
}): JSX.Element {
  const t = useMessages();
  const state = model.state.value;
  const paid = state.step === 'ended' && state.outcome.kind === 'paid';
  const text = t(model.session.value.payment_type === 'TOKEN' ? 'success.saved' : 'success.paid');
  return (
    <div class="kassa-success" aria-live="polite" aria-atomic="true">
      {paid && (
        <p class="kassa-success-line">
          <svg
            class="kassa-success-mark"
            viewBox="0 0 24 24"
            width="24"
            height="24"
            aria-hidden="true"
          >
            <circle cx="12" cy="12" r="11" fill="currentColor" />
            <path
              d="M7 12.5l3.2 3.2L17 9"
              fill="none"
              stroke="var(--kassa-background-color, #fff)"
              stroke-width="2.4"
              stroke-linecap="round"
              stroke-linejoin="round"
            />
          </svg>
          <span>{text}</span>
        </p>
      )}
    </div>
  );
}
