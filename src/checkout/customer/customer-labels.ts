// The customer fields' heading and labels: the few words the form shows above the card
// before the customer step's chunk has arrived (src/components/CustomerFieldsPlaceholder.tsx),
// shared with that chunk's own wording (customer-messages.ts) so both say the same.
import type { ShopperCustomerField } from '../../../common/contract/session-api.ts';

export const CUSTOMER_LABELS: Readonly<Record<ShopperCustomerField, string>> = {
  email: 'E-mail',
  country_code: 'Billing country',
};

/** The heading over the customer fields. */
export const CUSTOMER_HEADING = 'Your details';
