import { randomFillSync } from 'node:crypto';

// Identifiers are a readable prefix plus 128 bits of randomness (base64url): unguessable, within
// the spec's 1..64 characters, and safe in URLs. They name things; on their own they change nothing
// (the merchant API wants its key; the sandbox's loopback-only pages only show what they name).
export type IdPrefix =
  | 'pay'
  | 'trx'
  | 'tok'
  | 'evt'
  | 'prd'
  | 'mer'
  | 'demo'
  | 'sub'
  | 'clk'
  // A dispute a dispute test card plans (scheduled_disputes).
  | 'dsp'
  // A merchant's negative entry.
  | 'neg'
  // A back-office operator, and an entry of the audit log.
  | 'op'
  | 'aud'
  // A merchant's API key (merchant_api_keys): names the key, never is it.
  | 'key';

/**
 * Ids that are bearer capabilities: whoever knows one may act on it without any key. A checkout
 * session (`cs`: read it and pay it, and its hosted page), an alternative payment's provider step
 * (`apm`: approve or decline the payment), a 3-D Secure challenge (`acs`: read its one-time code
 * and answer it). They carry 256 bits (newSecretToken takes only these prefixes), travel in URL
 * paths, and server/platform/log-redaction.ts keeps every one of them out of the logs: a new capability
 * is added here, and is then both minted as a secret and redacted.
 */
export const CAPABILITY_PREFIXES = ['cs', 'apm', 'acs'] as const;
export type CapabilityPrefix = (typeof CAPABILITY_PREFIXES)[number];

// Random bytes are drawn from the operating system's CSPRNG 4 KiB at a time and each byte is
// handed out once: one system call per ~128 ids instead of one per id (a checkout makes four).
// Node's own crypto.randomUUID pools its entropy the same way.
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let offset = POOL_BYTES;

function randomText(bytes: number): string {
  if (offset + bytes > POOL_BYTES) {
    randomFillSync(pool);
    offset = 0;
  }
  const text = pool.toString('base64url', offset, offset + bytes);
  // Used bytes are overwritten, so no id can be read back out of the pool afterwards.
  pool.fill(0, offset, offset + bytes);
  offset += bytes;
  return text;
}

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomText(16)}`;
}

/** A bearer capability for URLs (CAPABILITY_PREFIXES): 256 bits. */
export function newSecretToken(prefix: CapabilityPrefix): string {
  return `${prefix}_${randomText(32)}`;
}
