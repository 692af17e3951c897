import type { JSX } from 'preact';
import type { ShopperCustomerField } from '../../common/contract/session-api.ts';
import { CUSTOMER_HEADING, CUSTOMER_LABELS } from '../checkout/customer/customer-labels.ts';
import { useMessages } from '../messages/form-messages.ts';

/**
 * The customer fields' place while their chunk loads (src/components/customer-step.ts):
 * the same heading, labels and field boxes as CustomerFields, so the card below never moves when
 * the real fields replace it. The boxes are the same elements (an input, a select), disabled and
 * hidden from assistive technology: nothing to focus or fill; the part is aria-busy.
 */
export function CustomerFieldsPlaceholder({
  fields,
}: {
  fields: readonly ShopperCustomerField[];
}): JSX.Element {
  const t = useMessages();
  return (
    <div class="kassa-customer-fields" aria-busy="true">
      <h2 class="kassa-section-title">{t(CUSTOMER_HEADING)}</h2>
      {fields.map((field) => (
        <div class="kassa-field" key={field}>
          <span class="kassa-label">{t(CUSTOMER_LABELS[field])}</span>
          <div class="kassa-input-box" aria-hidden="true">
            {field === 'email' ? (
              <input class="kassa-input" disabled tabIndex={-1} />
            ) : (
              <select class="kassa-input" disabled tabIndex={-1} />
            )}
          </div>
        </div>
      ))}
    </div>
  );
}
