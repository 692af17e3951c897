// What the shopper reads about the customer fields, beside field-messages.ts's card
// wording; kept in the customer step's chunk.
import type { ShopperCustomerField } from '../../../common/contract/session-api.ts';
import { CUSTOMER_LABELS } from './customer-labels.ts';
import type { EmailProblem } from './email-rule.ts';

export { CUSTOMER_HEADING } from './customer-labels.ts';

interface FieldWording {
  label: string;
  /** The server refused the value (a 400 naming the field). */
  refused: string;
}

export const CUSTOMER_MESSAGES: {
  email: FieldWording & Record<EmailProblem, string>;
  country_code: FieldWording & { required: string; choose: string };
} & Record<ShopperCustomerField, FieldWording> = {
  email: {
    label: CUSTOMER_LABELS.email,
    required: 'Enter your e-mail address',
    too_long: 'The e-mail address must be 320 characters or fewer',
    invalid: 'Enter a valid e-mail address, like name@example.com',
    card_number: 'Enter your e-mail address here, not a card number',
    refused: 'This e-mail address was not accepted. Check it and try again.',
  },
  country_code: {
    label: CUSTOMER_LABELS.country_code,
    choose: 'Choose a country',
    required: 'Choose your billing country',
    refused: 'This country was not accepted. Choose your billing country again.',
  },
};
