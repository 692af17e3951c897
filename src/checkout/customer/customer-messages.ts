// What the shopper reads about the customer fields, beside field-messages.ts's card wording, as
// catalog keys; kept in the customer step's chunk.
import type { ShopperCustomerField } from '../../../common/contract/session-api.ts';
import type { FormKey } from '../../../common/messages/en.ts';
import { CUSTOMER_LABELS } from './customer-labels.ts';
import type { EmailProblem } from './email-rule.ts';

export { CUSTOMER_HEADING } from './customer-labels.ts';

interface FieldWording {
  label: FormKey;
  /** The server refused the value (a 400 naming the field). */
  refused: FormKey;
}

export const CUSTOMER_MESSAGES: {
  email: FieldWording & Record<EmailProblem, FormKey>;
  country_code: FieldWording & { required: FormKey; choose: FormKey };
} & Record<ShopperCustomerField, FieldWording> = {
  email: {
    label: CUSTOMER_LABELS.email,
    required: 'customer.email.required',
    too_long: 'customer.email.too_long',
    invalid: 'customer.email.invalid',
    card_number: 'customer.email.card_number',
    refused: 'customer.email.refused',
  },
  country_code: {
    label: CUSTOMER_LABELS.country_code,
    choose: 'customer.country.choose',
    required: 'customer.country.required',
    refused: 'customer.country.refused',
  },
};
