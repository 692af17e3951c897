// The server's message for a failed payment in the page's language. The server sends the spec's
// recommended customer message for the code (spec: Errors → Recommended customer messages,
// server/contract/customer-messages.ts), in English, without its "; try again…" where the shopper
// cannot try again; the form says the same in the catalog's words (customer_message.*). A message
// the table does not give (a method's own words) stays as the server wrote it.
import type { ShopperError } from '../../common/contract/session-api.ts';
import type { FormKey } from '../../common/messages/en.ts';
import type { FormMessages } from '../messages/form-messages.ts';

type CustomerMessage =
  | 'transaction_declined'
  | 'bank_declined'
  | 'insufficient_funds'
  | 'card_not_supported'
  | 'limit_exceeded'
  | 'processing_error'
  | 'security_code'
  | 'three_ds_failed'
  | 'card_expired'
  | 'card_number_invalid'
  | 'other';

const BY_CODE: readonly (readonly [codes: readonly number[], message: CustomerMessage])[] = [
  [[2000], 'transaction_declined'],
  [[2001, 2002, 2003], 'bank_declined'],
  [[2004], 'insufficient_funds'],
  [[2005, 2006, 2203], 'card_not_supported'],
  [[2007], 'limit_exceeded'],
  [[2008, 2009, 2010, 2900, 2901], 'processing_error'],
  [[2101, 2102], 'security_code'],
  [[2130, 2131, 2132, 2138, 2139, 2140, 1320, 1321, 1322, 1390], 'three_ds_failed'],
  [[2202], 'card_expired'],
  [[2204, 2299], 'card_number_invalid'],
];

/** The messages whose advice to try again the server leaves out when the shopper cannot. */
const WITH_FINAL = new Set<CustomerMessage>([
  'transaction_declined',
  'bank_declined',
  'processing_error',
  'other',
]);

/** The spec's message for any other code, as the server words it (with or without its advice). */
const OTHER = /^Card declined(;|$)/;

export function customerMessage(t: FormMessages, error: ShopperError): string {
  const known = BY_CODE.find(([codes]) => codes.includes(error.error_code))?.[1];
  const message = known ?? (OTHER.test(error.error_message) ? 'other' : undefined);
  if (!message) return error.error_message;
  const final = WITH_FINAL.has(message) && !error.error_message.includes(';');
  return t(`customer_message.${message}${final ? '.final' : ''}` as FormKey);
}
