import { randomBytes } from 'node:crypto';

// Identifiers are a readable prefix plus 128 bits of randomness (base64url): unguessable, within
// the spec's 1..64 characters, and safe in URLs.
export type IdPrefix =
  | 'pay'
  | 'trx'
  | 'tok'
  | 'evt'
  | 'prd'
  | 'mer'
  | 'cs'
  | 'demo'
  | 'acs'
  | 'sub'
  | 'apm';

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomBytes(16).toString('base64url')}`;
}

/** A bearer secret for URLs (checkout sessions): 256 bits. */
export function newSecretToken(prefix: IdPrefix): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}
