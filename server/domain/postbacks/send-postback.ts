import {
  type HostResolver,
  type OutboundPolicy,
  resolveChecked,
  systemResolver,
} from '../../platform/outbound/address-policy.ts';
import { type AttemptTimer, postPinned, realTimer } from '../../platform/outbound/pinned-post.ts';
import type { ClaimedPostback } from './outbox-store.ts';
import {
  BODY_SIGNATURE_HEADER,
  bodySignatureSecret,
  kassaSignatureSecrets,
  SIGNATURE_HEADER,
  signBody,
  signPostback,
} from './signature.ts';

// One HTTP attempt, to an address the outbound address policy allows (server/outbound/): the
// callback URL's host is resolved once, every address checked, and the connection goes to the
// checked addresses only. The outcome never carries the payload, and the merchant's answer only as
// a short sanitized excerpt for the delivery log (postback_attempts), never in logs or `last_error`.

export const USER_AGENT = 'Kassa-Postbacks/1';
const MAX_ERROR_LENGTH = 200;

/** What the delivery log keeps of every attempt, delivered or not. */
export interface AttemptFacts {
  /** Milliseconds from sending the request to the end of reading the answer's excerpt. */
  durationMs: number;
  /** At most 200 characters of the answer's body, control characters stripped (response-excerpt.ts). */
  excerpt: string;
}

/**
 * Why an attempt was not a delivery: the address policy refused the target (no connection was
 * opened), the connection failed or the name did not resolve, no answer came in time, or the
 * answer was not a 2xx.
 */
export type SendFailure = 'refused' | 'network' | 'timeout' | 'http';

export type SendOutcome = AttemptFacts &
  (
    | { delivered: true; status: number }
    | { delivered: false; status: number | null; error: string; failure: SendFailure }
  );

export interface SendOptions {
  url: string;
  event: ClaimedPostback;
  timeoutMs: number;
  now: Date;
  policy: OutboundPolicy;
  /** DNS unless a test resolves names itself. */
  resolveHost?: HostResolver;
  /** Real time unless a test decides when the attempt's time is up. */
  timer?: AttemptTimer;
}

const networkError = (code: string): string => `network error: ${code}`.slice(0, MAX_ERROR_LENGTH);

/** `promise`, or a timeout once `ms` have passed on `timer`. */
function within<T>(promise: Promise<T>, ms: number, timer: AttemptTimer): Promise<T | 'timeout'> {
  let stop = (): void => {};
  const timeout = new Promise<'timeout'>((resolve) => {
    stop = timer(ms, () => resolve('timeout'));
  });
  return Promise.race([promise, timeout]).finally(() => stop());
}

export async function sendPostback(options: SendOptions): Promise<SendOutcome> {
  const { event, timeoutMs } = options;
  const timer = options.timer ?? realTimer;
  const started = performance.now();
  const elapsed = (): number => Math.max(0, Math.round(performance.now() - started));
  const failed = (failure: SendFailure, error: string): SendOutcome => ({
    delivered: false,
    status: null,
    error,
    failure,
    durationMs: elapsed(),
    excerpt: '',
  });
  let url: URL;
  try {
    url = new URL(options.url);
  } catch {
    return failed('network', networkError('invalid URL'));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return failed('network', networkError('not an http(s) URL'));
  }
  // The name is resolved under the attempt's timeout too: a resolver that hangs is a timeout.
  let target: Awaited<ReturnType<typeof resolveChecked>> | 'timeout';
  try {
    target = await within(
      resolveChecked(options.policy, url.hostname, options.resolveHost ?? systemResolver),
      timeoutMs,
      timer,
    );
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'ENOTFOUND';
    return failed('network', networkError(code));
  }
  if (target === 'timeout') return failed('timeout', `timeout after ${timeoutMs} ms`);
  if (!target.ok) return failed('refused', target.refusal.message);

  // Signed at send time: a retry carries a fresh timestamp (within the merchant's replay window)
  // over the very same body, and the secrets the merchant has now, whenever the event was written.
  const secrets = { current: event.postbackSecret, previous: event.previousPostbackSecret };
  const signature = signPostback(
    kassaSignatureSecrets(secrets),
    Math.floor(options.now.getTime() / 1000),
    event.payload,
  );
  const result = await postPinned({
    url,
    addresses: target.addresses,
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': USER_AGENT,
      'Kassa-Event-Id': event.eventId,
      'Kassa-Event-Type': event.eventType,
      [SIGNATURE_HEADER]: signature,
      [BODY_SIGNATURE_HEADER]: signBody(bodySignatureSecret(secrets), event.payload),
    },
    body: event.payload,
    timeoutMs: Math.max(1, timeoutMs - elapsed()),
    timer,
  });
  if (!result.answered) {
    return result.timedOut
      ? failed('timeout', `timeout after ${timeoutMs} ms`)
      : failed('network', networkError(result.code));
  }
  // A redirect is not a delivery (never followed): following it would post signed customer data
  // to a URL the merchant never configured. An answer whose body stalls or breaks keeps its
  // status: the merchant did answer.
  const facts = { durationMs: elapsed(), excerpt: result.excerpt };
  if (result.status >= 200 && result.status < 300) {
    return { delivered: true, status: result.status, ...facts };
  }
  return {
    delivered: false,
    status: result.status,
    error: `HTTP ${result.status}`,
    failure: 'http',
    ...facts,
  };
}
