// What the shopper reads for each validation outcome, in the page's language: the catalog's card.*
// keys, named after the rules' outcomes, so the compiler checks each outcome has its message. Kept
// apart from the rules (common/card) so the server can share the rules without the wording.
import type {
  ExpiryError,
  HolderNameError,
  NumberError,
  SecurityCodeError,
} from '../../common/card/validate-card.ts';
import type { FormMessages } from '../messages/form-messages.ts';

export function numberMessage(t: FormMessages, error: NumberError): string {
  return t(`card.number.${error}`);
}

export function expiryMessage(t: FormMessages, error: ExpiryError): string {
  return t(`card.expiry.${error}`);
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
  return t(`card.holder_name.${error}`);
}

/** The hint under a security code field: how many digits, and on which side of the card. */
export function securityCodeHint(t: FormMessages, length: number): string {
  return t(length === 4 ? 'card.security_code.hint.front' : 'card.security_code.hint.back', {
    count: length,
  });
}
