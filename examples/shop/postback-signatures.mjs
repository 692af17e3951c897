import { createHmac, timingSafeEqual } from 'node:crypto';

// Kassa signs every postback twice with the postback secret, over the raw body:
//
//   Kassa-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>
//   X-Signature:     <hex HMAC-SHA256(secret, raw body)>
//
// The shop checks both. Kassa-Signature signs a timestamp too, so a captured postback cannot be
// replayed after five minutes; X-Signature is what client libraries of the live service check,
// and checking it as well costs nothing. Both are checked on the bytes as received: parsing the
// JSON and serialising it again changes spacing or key order, and the signature no longer matches.
//
// While the secret is rotated (docs/key-rotation.md), Kassa signs with both secrets: two v1
// entries in Kassa-Signature, the new secret's first, and X-Signature with the old one until it
// retires. Give both functions both secrets for that time, and no postback is refused while the
// new one is deployed.

/** How far a postback's `t` may be from our clock, either way, in seconds. */
export const TOLERANCE_SECONDS = 300;

const HEX_SHA256 = /^[0-9a-f]{64}$/;

/**
 * @param {string} secret
 * @param {readonly (string | Buffer)[]} parts Hashed one after the other, as one text.
 * @returns {Buffer}
 */
function hmac(secret, parts) {
  const mac = createHmac('sha256', secret);
  for (const part of parts) mac.update(part);
  return mac.digest();
}

/**
 * Constant-time comparison of a hex signature from a header with the one we computed: a plain
 * `===` stops at the first differing character, and the time it takes tells an attacker how much
 * of a forged signature is right.
 * @param {string} hex
 * @param {Buffer} expected
 */
function sameSignature(hex, expected) {
  if (!HEX_SHA256.test(hex)) return false;
  return timingSafeEqual(Buffer.from(hex, 'hex'), expected);
}

/**
 * The secrets a postback may be signed with: one, or during a rotation the new and the old.
 * @param {string | readonly string[]} secret
 * @returns {readonly string[]}
 */
const secretsOf = (secret) => (typeof secret === 'string' ? [secret] : secret);

/**
 * True when `header` (the Kassa-Signature header) signs `rawBody` with `secret` (or one of them)
 * and its timestamp is within TOLERANCE_SECONDS of `nowSeconds`.
 * @param {string | readonly string[]} secret
 * @param {string | undefined} header
 * @param {Buffer} rawBody
 * @param {number} [nowSeconds]
 */
export function verifyKassaSignature(secret, header, rawBody, nowSeconds = Date.now() / 1000) {
  if (!header) return false;
  let timestamp = '';
  /** @type {string[]} */
  const signatures = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=');
    if (key === 't') {
      // Two timestamps make the header ambiguous: refuse it rather than guess which was signed.
      if (timestamp !== '') return false;
      timestamp = value;
    }
    // Several v1 entries are allowed (while a secret is being rotated); any one may match.
    // Other names (a future v2) are skipped, so a new scheme does not break this check.
    else if (key === 'v1') signatures.push(value);
  }
  if (!/^\d{1,12}$/.test(timestamp) || signatures.length === 0) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  // Every entry is compared with every secret, without stopping at a match, so timing tells
  // nothing either.
  let valid = false;
  for (const key of secretsOf(secret)) {
    const expected = hmac(key, [`${timestamp}.`, rawBody]);
    for (const signature of signatures) {
      if (sameSignature(signature, expected)) valid = true;
    }
  }
  return valid;
}

/**
 * True when `header` (the X-Signature header) is the HMAC of `rawBody` with `secret` (or one of
 * them). It has no timestamp, so it cannot stop a replay: the webhook also skips event ids it has
 * already seen.
 * @param {string | readonly string[]} secret
 * @param {string | undefined} header
 * @param {Buffer} rawBody
 */
export function verifyXSignature(secret, header, rawBody) {
  let valid = false;
  for (const key of secretsOf(secret)) {
    if (sameSignature(header ?? '', hmac(key, [rawBody]))) valid = true;
  }
  return valid;
}
