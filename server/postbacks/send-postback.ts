import type { ClaimedPostback } from './outbox-store.ts';
import { readExcerpt } from './response-excerpt.ts';
import { BODY_SIGNATURE_HEADER, SIGNATURE_HEADER, signBody, signPostback } from './signature.ts';

// One HTTP attempt. The outcome never carries the payload, and the merchant's answer only as a
// short sanitized excerpt for the delivery log (postback_attempts), never in logs or `last_error`.

export const USER_AGENT = 'Kassa-Postbacks/1';
const MAX_ERROR_LENGTH = 200;

/** What the delivery log keeps of every attempt, delivered or not. */
export interface AttemptFacts {
  /** Milliseconds from sending the request to the end of reading the answer's excerpt. */
  durationMs: number;
  /** At most 200 characters of the answer's body, control characters stripped (response-excerpt.ts). */
  excerpt: string;
}

export type SendOutcome = AttemptFacts &
  (
    | { delivered: true; status: number }
    | { delivered: false; status: number | null; error: string }
  );

export interface SendOptions {
  url: string;
  event: ClaimedPostback;
  timeoutMs: number;
  fetch: typeof fetch;
  now: Date;
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `timeout after ${timeoutMs} ms`;
  }
  // undici reports "fetch failed" and keeps the useful part (ECONNREFUSED, a TLS error) in `cause`.
  const cause = error instanceof Error ? error.cause : undefined;
  const code =
    cause && typeof cause === 'object' && 'code' in cause ? String(cause.code) : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return `network error: ${code ?? message}`.slice(0, MAX_ERROR_LENGTH);
}

export async function sendPostback(options: SendOptions): Promise<SendOutcome> {
  const { event } = options;
  // Signed at send time: a retry carries a fresh timestamp (within the merchant's replay window)
  // over the very same body.
  const signature = signPostback(
    event.postbackSecret,
    Math.floor(options.now.getTime() / 1000),
    event.payload,
  );
  const started = performance.now();
  const elapsed = (): number => Math.max(0, Math.round(performance.now() - started));
  let response: Response;
  try {
    response = await options.fetch(options.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': USER_AGENT,
        'Kassa-Event-Id': event.eventId,
        'Kassa-Event-Type': event.eventType,
        [SIGNATURE_HEADER]: signature,
        [BODY_SIGNATURE_HEADER]: signBody(event.postbackSecret, event.payload),
      },
      body: event.payload,
      // A redirect is not a delivery: following it would post signed customer data to a URL the
      // merchant never configured.
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    return {
      delivered: false,
      status: null,
      error: describeFailure(error, options.timeoutMs),
      durationMs: elapsed(),
      excerpt: '',
    };
  }
  // A bounded prefix of the answer, under the same timeout; the rest is cancelled unread. An
  // answer whose body stalls or breaks keeps its status: the merchant did answer.
  let excerpt = '';
  try {
    excerpt = await readExcerpt(response.body);
  } catch {
    excerpt = '';
  }
  const facts = { durationMs: elapsed(), excerpt };
  if (response.status >= 200 && response.status < 300) {
    return { delivered: true, status: response.status, ...facts };
  }
  return { delivered: false, status: response.status, error: `HTTP ${response.status}`, ...facts };
}
