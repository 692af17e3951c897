import { randomFillSync } from 'node:crypto';

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

/** A bearer secret for URLs (checkout sessions): 256 bits. */
export function newSecretToken(prefix: IdPrefix): string {
  return `${prefix}_${randomText(32)}`;
}
