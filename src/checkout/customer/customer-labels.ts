// The customer fields' heading and labels, as catalog keys: the few words the form shows above
// the card before the customer step's chunk has arrived (src/components/CustomerFieldsPlaceholder.tsx),
// shared with that chunk's own wording (customer-messages.ts) so both say the same.
import type { ShopperCustomerField } from '../../../common/contract/session-api.ts';
import type { FormKey } from '../../../common/messages/en.ts';

export const CUSTOMER_LABELS: Readonly<Record<ShopperCustomerField, FormKey>> = {
  email: 'customer.email.label',
  country_code: 'customer.country.label',
};

/** The heading over the customer fields. */
export const CUSTOMER_HEADING: FormKey = 'customer.heading';
