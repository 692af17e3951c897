import { createHash } from 'node:crypto';
import type { SplitShare } from './routing-rules.ts';

// A volume split draws a processor by the payment's id, never by chance: the first 4 bytes of the
// SHA-256 of the id, as an unsigned integer, modulo 10,000 give the payment's bucket, and each
// share owns as many consecutive buckets as its percentage has hundredths (33.33 % → 3,333). So a
// retry of the same payment, on any server, goes the same way, and over many payments each
// processor gets its percentage. SHA-256 rather than a short hash: ids that differ in one
// character (pay_…1, pay_…2) land far apart, so the shares hold for sequential ids too.

export const SPLIT_BUCKETS = 10_000;

const PERCENTAGE = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** A percentage ("33.33", "50", "0.5") in hundredths (3333, 5000, 50); undefined if not one. */
export function percentageHundredths(percentage: string): number | undefined {
  const match = PERCENTAGE.exec(percentage);
  if (!match) return undefined;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** The payment's bucket, 0 to 9,999. */
export function splitBucket(paymentId: string): number {
  const digest = createHash('sha256').update(paymentId, 'utf8').digest();
  return digest.readUInt32BE(0) % SPLIT_BUCKETS;
}

/**
 * The share that owns `bucket`: shares take consecutive buckets in the order listed. Undefined
 * only for shares that do not add up to 100 % (validation refuses them).
 */
export function shareOfBucket(
  shares: readonly SplitShare[],
  bucket: number,
): SplitShare | undefined {
  let end = 0;
  for (const share of shares) {
    end += percentageHundredths(share.percentage) ?? 0;
    if (bucket < end) return share;
  }
  return undefined;
}

/** The processors in the order they are tried: the drawn one first, the others as listed. */
export function splitOrder(shares: readonly SplitShare[], drawn: SplitShare | undefined): string[] {
  const rest = shares.filter((share) => share !== drawn).map((share) => share.processor);
  return drawn === undefined ? rest : [drawn.processor, ...rest];
}
