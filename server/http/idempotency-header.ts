import type { FastifyRequest } from 'fastify';
import { containsCardNumber } from '../../common/card/pan-detector.ts';
import { ApiError } from '../contract/api-error.ts';
import { IDEMPOTENCY_HEADER, MAX_KEY_LENGTH } from '../contract/idempotency-header.ts';

// The X-Idempotency-Key request header (spec: "Optional header X-Idempotency-Key (string)… A
// later request with the same key from the same merchant returns an error. Suggested value form:
// a merchant-chosen prefix plus the merchant's own identifier."). Absent: the request is not
// idempotent and costs nothing more. Present: 1 to 255 printable ASCII characters, sent once.

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

const bad = (rule: string) => ApiError.badParameter(IDEMPOTENCY_HEADER, rule);

/** The rule a header value breaks, or undefined when it is a usable key. */
export function keyRule(value: string): string | undefined {
  if (value.length === 0)
    return 'must not be empty: send 1 to 255 printable ASCII characters, or leave the header out';
  if (value.length > MAX_KEY_LENGTH) {
    return `must be at most ${MAX_KEY_LENGTH} characters long (got ${value.length})`;
  }
  if (!PRINTABLE_ASCII.test(value)) {
    return 'must hold printable ASCII characters only (space to ~; no control characters, no letters outside ASCII)';
  }
  // The key is stored and repeated in the error of a repeat: no place for card data.
  if (containsCardNumber(value)) return 'must not contain a card number';
  return undefined;
}

/**
 * The request's idempotency key, or null when the header is absent. Throws 400
 * INVALID_REQUEST_PARAMETER naming the header and the rule otherwise. Read from the raw header
 * list: Node joins a header sent twice into one value with ", ", which would hide a second key.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.raw.rawHeaders;
  const values: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i];
    const value = raw[i + 1];
    if (value !== undefined && name?.toLowerCase() === 'x-idempotency-key') values.push(value);
  }
  const [value, ...more] = values;
  if (value === undefined) return null;
  if (more.length > 0) throw bad('must be sent once per request');
  const rule = keyRule(value);
  if (rule) throw bad(rule);
  return value;
}
