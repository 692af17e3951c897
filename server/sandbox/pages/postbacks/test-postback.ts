import { ApiError } from '../../../contract/api-error.ts';
import { checkCallbackUrl } from '../../../domain/checkout/callback-url.ts';
import type { Merchant } from '../../../domain/merchants/merchant-store.ts';
import { postbackEnvelope } from '../../../domain/postbacks/outbox-store.ts';
import { type SendOutcome, sendPostback } from '../../../domain/postbacks/send-postback.ts';
import type { PostbackSecrets } from '../../../domain/postbacks/signature.ts';
import { newId } from '../../../platform/ids.ts';
import type { HostResolver, OutboundPolicy } from '../../../platform/outbound/address-policy.ts';
import { sampleTransactionData } from './sample-postback.ts';

// A signed sample postback sent at once, like `stripe trigger`: to the merchant's callback URL or
// to a URL the developer names. Not queued and not retried; the answer is the attempt's outcome.
// Not an open proxy and not a port scanner: the URL passes the callback URL rules (http(s), a
// host, no credentials) and the outbound address rule (server/outbound/: "refused: <kind of
// address>" before any connection), the body is Kassa's own sample, redirects are not followed,
// the wait is bounded, and every way of not getting an answer (no such host, connection refused
// or reset, a port that speaks no HTTP, a timeout) reads the same, so the error does not tell an
// open port from a closed one. The answer's excerpt can only come from an allowed target.

/** The longest a test postback waits for the merchant, whatever POSTBACK_TIMEOUT_MS says. */
const TEST_TIMEOUT_MS = 10_000;

export interface TestPostbackResult {
  eventId: string;
  url: string;
  outcome: SendOutcome;
}

/** The one error of a test postback that got no HTTP answer, whatever the reason was. */
export const noAnswerError = (timeoutMs: number): string =>
  `no answer: could not connect, or nothing answered within ${timeoutMs} ms`;

/** The error the caller is shown: refusals and HTTP statuses as they are, no answer as one text. */
export function testPostbackError(outcome: SendOutcome, timeoutMs: number): string | null {
  if (outcome.delivered) return null;
  return outcome.failure === 'network' || outcome.failure === 'timeout'
    ? noAnswerError(timeoutMs)
    : outcome.error;
}

/** How long a test postback waits: POSTBACK_TIMEOUT_MS, at most 10 seconds. */
export const testTimeoutMs = (configured: number): number => Math.min(configured, TEST_TIMEOUT_MS);

/** The URL a test postback goes to, or the error naming why there is none. */
export function testPostbackUrl(merchant: Merchant, given: string | undefined): string {
  if (given !== undefined) {
    const checked = checkCallbackUrl(given);
    if (!checked.ok) throw ApiError.badParameter('url', checked.rule);
    return given;
  }
  if (!merchant.callbackUrl) {
    throw new ApiError(
      400,
      'INVALID_REQUEST',
      'url is required: this merchant has no callback URL (set MERCHANT_CALLBACK_URL, or pass url)',
    );
  }
  return merchant.callbackUrl;
}

export async function sendTestPostback(options: {
  merchant: Merchant;
  /** The merchant's secrets as they sign now, read for this postback (a rotation's overlap too). */
  secrets: PostbackSecrets;
  url: string;
  now: Date;
  timeoutMs: number;
  policy: OutboundPolicy;
  resolveHost: HostResolver;
}): Promise<TestPostbackResult> {
  const { merchant, now } = options;
  const eventId = newId('evt');
  const payload = postbackEnvelope(eventId, {
    type: 'TRANSACTION',
    now,
    data: sampleTransactionData(merchant.merchantId, now),
  });
  const outcome = await sendPostback({
    url: options.url,
    event: {
      eventId,
      merchantId: merchant.merchantId,
      eventType: 'TRANSACTION',
      payload,
      attempts: 0,
      callbackUrl: options.url,
      postbackSecret: options.secrets.current,
      previousPostbackSecret: options.secrets.previous,
    },
    timeoutMs: testTimeoutMs(options.timeoutMs),
    now,
    policy: options.policy,
    resolveHost: options.resolveHost,
  });
  return { eventId, url: options.url, outcome };
}
