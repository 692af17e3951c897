import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// Operators' passwords are kept as scrypt hashes (node:crypto, no package), each with its own salt
// and the cost parameters it was made with, so raising the cost later leaves the passwords hashed
// before still checkable. Compared in constant time.

export interface ScryptParams {
  n: number;
  r: number;
  p: number;
  keylen: number;
}

export interface PasswordHash {
  /** base64 */
  hash: string;
  /** base64 */
  salt: string;
  params: ScryptParams;
}

/** 2^15 × 8 × 1: about 32 MiB and a few dozen milliseconds a check (OWASP's scrypt minimum). */
export const SCRYPT_PARAMS: ScryptParams = { n: 32_768, r: 8, p: 1, keylen: 32 };

/** The shortest password an operator may choose (generated ones are longer). */
export const MIN_PASSWORD_LENGTH = 12;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.n,
    r: params.r,
    p: params.p,
    // scrypt needs 128 × N × r bytes; Node refuses above maxmem, whose default is exactly 32 MiB.
    maxmem: 256 * params.n * params.r,
  };
  return new Promise((resolve, reject) => {
    scrypt(password, salt, params.keylen, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(
  password: string,
  params: ScryptParams = SCRYPT_PARAMS,
): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, params);
  return { hash: hash.toString('base64'), salt: salt.toString('base64'), params };
}

export async function passwordMatches(password: string, stored: PasswordHash): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'base64');
  const given = await derive(password, Buffer.from(stored.salt, 'base64'), stored.params);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A password to hand out once (the first admin's, a new operator's): 144 bits, URL-safe. */
export function newPassword(): string {
  return randomBytes(18).toString('base64url');
}
