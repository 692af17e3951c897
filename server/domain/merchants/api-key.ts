import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** API keys are stored only as their SHA-256; the key is shown once, to its owner. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function newApiKey(): string {
  return `sk_sandbox_${randomBytes(24).toString('base64url')}`;
}

export function newPostbackSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}

/** Equal-length hex digests compared in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** When a key stops working by itself or by its revocation; null for neither (yet). */
export interface KeyLifetime {
  expiresAt: Date | null;
  revokedAt: Date | null;
}

/**
 * Whether the key works at `at`: a revocation or an expiry takes effect at its time, to the
 * millisecond, so one announced ahead needs nothing to happen when it comes.
 */
export function keyWorksAt(key: KeyLifetime, at: Date): boolean {
  const time = at.getTime();
  return (
    (key.revokedAt === null || key.revokedAt.getTime() > time) &&
    (key.expiresAt === null || key.expiresAt.getTime() > time)
  );
}

/** What the back office shows of a key to tell it from the others: its last four characters. */
export const lastFourOf = (key: string): string => key.slice(-4);
