// What the shopper reads for each validation outcome. Kept apart from the rules (common/card) so the
// server can share the rules without the wording, and a later issue can translate this file.
import type {
  ExpiryError,
  HolderNameError,
  NumberError,
  SecurityCodeError,
} from '../../common/card/validate-card.ts';

const numberMessages: Record<NumberError, string> = {
  required: 'Enter the card number',
  incomplete: 'The card number is incomplete. Enter all its digits.',
  invalid: 'This card number is not valid. Check it for a typo.',
  unsupported: 'This card type is not accepted. Use another card.',
};

const expiryMessages: Record<ExpiryError, string> = {
  required: 'Enter the expiry date as MM/YY',
  incomplete: 'The expiry date is incomplete. Enter it as MM/YY.',
  invalid: 'Enter the expiry date as MM/YY',
  invalid_month: 'There is no such month. Enter a month from 01 to 12.',
  expired: 'This date is in the past. Check the expiry date on your card.',
  too_far: 'Check the expiry date: it is too far in the future',
};

const holderNameMessages: Record<HolderNameError, string> = {
  required: 'Enter the name on the card',
  too_long: 'The name on the card must be 64 characters or fewer',
  card_number: 'Enter the name on the card here, not the card number',
  invalid: "Use only letters, spaces and . ' - in the name on the card",
};

export function numberMessage(error: NumberError): string {
  return numberMessages[error];
}

export function expiryMessage(error: ExpiryError): string {
  return expiryMessages[error];
}

/** `scheme`: the detected card's name ("American Express"), when known. */
export function securityCodeMessage(
  error: SecurityCodeError,
  length: number,
  scheme?: string | null,
): string {
  if (error === 'incomplete') return `The security code is incomplete. Enter all ${length} digits.`;
  if (error === 'invalid' && scheme)
    return `${scheme} cards have a ${length}-digit security code. Check the code.`;
  return `Enter the ${length}-digit security code`;
}

/** After the label of a field the shopper may leave empty ("Cardholder name (optional)"). */
export const OPTIONAL_MARK = '(optional)';

export function holderNameMessage(error: HolderNameError): string {
  return holderNameMessages[error];
}

/** Form-level messages, shown in the alert above the pay button. */
export const FORM_MESSAGES = {
  network: "We couldn't reach the payment service. Check your connection and try again.",
  declined: 'Your card was declined. Try again or use another card.',
  rejected: 'Some card details were not accepted. Check them and try again.',
  /** A 400 naming fields of the form besides the card's (the customer's): shown next to them. */
  detailsRejected: 'Some of your details were not accepted. Check them and try again.',
  notFound: 'This payment link is not valid.',
  /** Under notFound, on the page of a link that names no session: what the shopper can do. */
  notFoundAdvice: 'Return to the shop and start the payment again.',
  /** The link back on a closed or expired page, when the checkout named its shop_url. */
  backToShop: 'Return to the shop',
  unavailable: 'Something went wrong on our side. Please try again in a moment.',
  /** The session's time limit passed (spec: Checkout session → 15 minutes elapse). */
  expired: 'This payment form has expired.',
  /** Two minutes before the session ends (the form API cannot extend it). */
  endingSoon: 'This payment form closes in 2 minutes. Finish paying before then.',
  /** The success moment before the shop's page (a check mark beside it). */
  paid: 'Payment successful',
  /** The same for a token session, which saves the card without paying. */
  saved: 'Card saved',
  /** The session failed for good and the reason is not known to the form. */
  failed: 'This payment could not be completed.',
} as const;
