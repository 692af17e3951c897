import { createHmac, timingSafeEqual } from 'node:crypto';

// Two signatures on every postback, both HMAC-SHA256 keyed with the postback secret:
//
// `Kassa-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, the one the
// docs recommend. The timestamp is inside the signed text so a captured postback cannot be
// replayed later with a fresh `t`; several `v1=` entries are allowed so a secret can be rotated
// without a gap.
//
// `X-Signature: <hex HMAC-SHA256(secret, raw body)>`, what the live service's client libraries
// verify. It has no timestamp: a captured postback stays valid forever, so a handler that relies
// on it must dedupe by the event id (and order by the record's `version`).
//
// This file is what merchants copy (docs/postbacks.md): it depends on node:crypto only.

export const SIGNATURE_HEADER = 'Kassa-Signature';
export const BODY_SIGNATURE_HEADER = 'X-Signature';
const DEFAULT_TOLERANCE_SECONDS = 300;

function hmacHex(secret: string, timestamp: number | string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/**
 * The secrets a merchant's postbacks are signed with: the current one, and while a rotation's
 * overlap lasts the one it replaced (docs/key-rotation.md).
 */
export interface PostbackSecrets {
  current: string;
  /** Signs beside the current one until it retires; null once it has (or without a rotation). */
  previous: string | null;
}

/**
 * The `Kassa-Signature` header value for one attempt; `timestamp` is unix seconds. With several
 * secrets (a rotation's overlap), one `v1=` entry each, in the order given: the new secret first,
 * so a handler that reads only the first entry checks the new one, and one that accepts any entry
 * still verifies with the old.
 */
export function signPostback(
  secrets: string | readonly string[],
  timestamp: number,
  rawBody: string,
): string {
  const t = Math.floor(timestamp);
  const entries = (typeof secrets === 'string' ? [secrets] : secrets).map(
    (secret) => `,v1=${hmacHex(secret, t, rawBody)}`,
  );
  return `t=${t}${entries.join('')}`;
}

/** The `Kassa-Signature` entries' secrets, newest first. */
export function kassaSignatureSecrets(secrets: PostbackSecrets): string[] {
  return secrets.previous === null ? [secrets.current] : [secrets.current, secrets.previous];
}

/**
 * The one secret `X-Signature` is made with: a single value that handlers compare whole, so it
 * stays with the previous secret until that retires. A handler that accepts both secrets while it
 * switches never refuses one; one that knows only the old secret keeps working until it retires.
 */
export function bodySignatureSecret(secrets: PostbackSecrets): string {
  return secrets.previous ?? secrets.current;
}

export interface VerifyPostbackOptions {
  secret: string;
  /** The `Kassa-Signature` request header, as received. */
  header: string | undefined;
  /** The request body exactly as received: not parsed and re-serialised JSON. */
  rawBody: string;
  /** How far `t` may be from `now`, in seconds (default 300). */
  toleranceSeconds?: number;
  /** Current unix time in seconds (default: the system clock). */
  now?: number;
}

/** True when the header carries a valid, fresh signature of `rawBody` made with `secret`. */
export function verifyPostback(options: VerifyPostbackOptions): boolean {
  const { secret, header, rawBody } = options;
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  const now = options.now ?? Date.now() / 1000;
  if (!header) return false;

  let timestamp: string | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value, ...rest] = part.trim().split('=');
    if (value === undefined || rest.length > 0) return false;
    if (key === 't') {
      // Two timestamps make the header ambiguous: refuse rather than guess which one was signed.
      if (timestamp !== undefined || !/^\d{1,12}$/.test(value)) return false;
      timestamp = value;
    } else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) {
      signatures.push(Buffer.from(value, 'hex'));
    }
    // Other schemes (a future v2) are skipped, so adding one does not break existing verifiers.
  }
  if (timestamp === undefined || signatures.length === 0) return false;
  // Replay protection, in both directions: an old capture and a forged future `t` are both stale.
  if (Math.abs(now - Number(timestamp)) > tolerance) return false;

  const expected = Buffer.from(hmacHex(secret, timestamp, rawBody), 'hex');
  // Compare against every entry without stopping early, so timing reveals nothing about which matched.
  let valid = false;
  for (const signature of signatures) {
    if (timingSafeEqual(signature, expected)) valid = true;
  }
  return valid;
}

/** The `X-Signature` header value: lowercase hex HMAC-SHA256 of the raw body. */
export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/**
 * True when `header` (the `X-Signature` request header, as received) is the HMAC-SHA256 of
 * `rawBody` (exactly as received) keyed with `secret`. No timestamp, so no replay protection:
 * remember the `Kassa-Event-Id` of every postback you act on and skip repeats.
 */
export function verifyBodySignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
): boolean {
  if (!header || !/^[0-9a-f]{64}$/.test(header)) return false;
  const expected = Buffer.from(signBody(secret, rawBody), 'hex');
  return timingSafeEqual(Buffer.from(header, 'hex'), expected);
}
