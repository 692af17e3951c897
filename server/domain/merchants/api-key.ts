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
