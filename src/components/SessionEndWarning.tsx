import type { JSX } from 'preact';
import type { CheckoutModel } from '../checkout/model.ts';
import { useMessages } from '../messages/form-messages.ts';

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
  const t = useMessages();
  return (
    <div class="kassa-end-warning" aria-live="polite" aria-atomic="true">
      {model.endWarning.value && (
        <p class="kassa-end-warning-text">{t('session.ending_soon', { count: 2 })}</p>
      )}
    </div>
  );
}
