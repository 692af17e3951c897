// What the shopper reads for each validation outcome, in the page's language (the catalog's
// card.* keys). Kept apart from the rules (common/card) so the server can share the rules without
// the wording.
import type {
  ExpiryError,
  HolderNameError,
  NumberError,
  SecurityCodeError,
} from '../../common/card/validate-card.ts';
import type { MessageKey } from '../../common/messages/en.ts';
import type { FormMessages } from '../messages/form-messages.ts';

const NUMBER_KEYS: Record<NumberError, MessageKey> = {
  required: 'card.number.required',
  incomplete: 'card.number.incomplete',
  invalid: 'card.number.invalid',
  unsupported: 'card.number.unsupported',
};

const EXPIRY_KEYS: Record<ExpiryError, MessageKey> = {
  required: 'card.expiry.required',
  incomplete: 'card.expiry.incomplete',
  invalid: 'card.expiry.invalid',
  invalid_month: 'card.expiry.invalid_month',
  expired: 'card.expiry.expired',
  too_far: 'card.expiry.too_far',
};

const HOLDER_NAME_KEYS: Record<HolderNameError, MessageKey> = {
  required: 'card.holder_name.required',
  too_long: 'card.holder_name.too_long',
  card_number: 'card.holder_name.card_number',
  invalid: 'card.holder_name.invalid',
};

export function numberMessage(t: FormMessages, error: NumberError): string {
  return t(NUMBER_KEYS[error]);
}

export function expiryMessage(t: FormMessages, error: ExpiryError): string {
  return t(EXPIRY_KEYS[error]);
}

/** `scheme`: the detected card's name ("American Express"), when known. */
export function securityCodeMessage(
  t: FormMessages,
  error: SecurityCodeError,
  length: number,
  scheme?: string | null,
): string {
  if (error === 'incomplete') return t('card.security_code.incomplete', { count: length });
  if (error === 'invalid' && scheme)
    return t('card.security_code.invalid_for_scheme', { count: length, scheme });
  return t('card.security_code.required', { count: length });
}

export function holderNameMessage(t: FormMessages, error: HolderNameError): string {
  return t(HOLDER_NAME_KEYS[error]);
}

/** The hint under a security code field: how many digits, and on which side of the card. */
export function securityCodeHint(t: FormMessages, length: number): string {
  return t(length === 4 ? 'card.security_code.hint.front' : 'card.security_code.hint.back', {
    count: length,
  });
}
