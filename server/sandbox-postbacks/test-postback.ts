import { ApiError } from '../errors.ts';
import { newId } from '../ids.ts';
import type { Merchant } from '../merchants/store.ts';
import { checkCallbackUrl } from '../payments/callback-url.ts';
import { postbackEnvelope } from '../postbacks/outbox-store.ts';
import { sampleTransactionData } from '../postbacks/sample-postback.ts';
import { type SendOutcome, sendPostback } from '../postbacks/send-postback.ts';

// A signed sample postback sent at once, like `stripe trigger`: to the merchant's callback URL or
// to a URL the developer names. Not queued and not retried; the answer is the attempt's outcome.
// Not an open proxy: the URL passes the callback URL rules (http(s), a host, no credentials), the
// body is Kassa's own sample, redirects are not followed and the wait is bounded.

/** The longest a test postback waits for the merchant, whatever POSTBACK_TIMEOUT_MS says. */
const TEST_TIMEOUT_MS = 10_000;

export interface TestPostbackResult {
  eventId: string;
  url: string;
  outcome: SendOutcome;
}

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
  url: string;
  now: Date;
  timeoutMs: number;
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
      postbackSecret: merchant.postbackSecret,
    },
    timeoutMs: Math.min(options.timeoutMs, TEST_TIMEOUT_MS),
    fetch,
    now,
  });
  return { eventId, url: options.url, outcome };
}
