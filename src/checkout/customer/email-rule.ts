// The e-mail rule the form checks before paying: the one the server applies (`format: 'email'`,
// ajv-formats' full pattern, at most 320 characters, no card number anywhere in it), so an address
// the form accepts is not refused afterwards.

import { containsCardNumber } from '../../../common/card/pan-detector.ts';

export type EmailProblem = 'required' | 'too_long' | 'invalid' | 'card_number';

const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** What is wrong with `email` (already trimmed), or null when the server will accept it. */
export function emailProblem(email: string, maxLength: number): EmailProblem | null {
  if (email === '') return 'required';
  if (email.length > maxLength) return 'too_long';
  // The whole address: a host name may be digits too (`ann@4111-1111-1111-1111.example`).
  if (containsCardNumber(email)) return 'card_number';
  return EMAIL.test(email) ? null : 'invalid';
}
