import type { JSX } from 'preact';
import { FORM_MESSAGES } from '../checkout/field-messages.ts';
import type { CheckoutModel } from '../checkout/model.ts';

/**
 * "This payment form closes in 2 minutes" from two minutes before the session ends. A polite live
 * region in the page from the start, empty until then, so the warning is announced without
 * interrupting what the shopper is typing.
 */
export function SessionEndWarning({
  model,
}: {
  model: Pick<CheckoutModel, 'endWarning'>;
}): JSX.Element {
  return (
    <div class="kassa-end-warning" aria-live="polite" aria-atomic="true">
      {model.endWarning.value && <p class="kassa-end-warning-text">{FORM_MESSAGES.endingSoon}</p>}
    </div>
  );
}
