import { randomBytes } from 'node:crypto';
import { ApiError } from '../../contract/api-error.ts';
import type { Database } from '../../platform/db/database.ts';
import { findPaymentBySessionToken } from '../ledger/payment-store.ts';

// Apple Pay merchant validation: ApplePaySession's onvalidatemerchant gives the page a
// validation URL on Apple's gateway; a live integration posts its merchant identity there with its
// Apple Pay certificate and passes Apple's answer to completeMerchantValidation. The sandbox holds
// no Apple certificate, so it checks the URL is Apple's and answers a merchant session of the same
// shape itself, without calling out. A real Safari refuses it; the sandbox wallet sheet and the
// stubbed ApplePaySession of the tests accept it.

/** Apple's Apple Pay gateway hosts (production pods, China, and the sandbox's certificate host). */
const APPLE_GATEWAY_HOST = /^(?:cn-)?apple-pay-gateway(?:-[a-z0-9-]+)?\.apple\.com$/;

export interface MerchantSessionDeps {
  db: Database;
  now: () => Date;
  publicUrl: string;
}

export interface AppleMerchantSession {
  merchantSessionIdentifier: string;
  merchantIdentifier: string;
  displayName: string;
  domainName: string;
  nonce: string;
  signature: string;
  epochTimestamp: number;
  expiresAt: number;
}

function checkValidationUrl(raw: string): void {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw ApiError.badParameter(
      'validation_url',
      'must be an absolute https URL on Apple Pay’s gateway',
    );
  }
  if (url.protocol !== 'https:' || !APPLE_GATEWAY_HOST.test(url.hostname)) {
    throw ApiError.badParameter(
      'validation_url',
      'must be an https URL on Apple Pay’s gateway (apple-pay-gateway*.apple.com), as onvalidatemerchant gives it',
    );
  }
}

export async function appleMerchantSession(
  deps: MerchantSessionDeps,
  token: string,
  validationUrl: string,
): Promise<AppleMerchantSession> {
  checkValidationUrl(validationUrl);
  const payment = await findPaymentBySessionToken(deps.db, token);
  if (!payment) throw ApiError.notFound('checkout session');
  if (!payment.methods.includes('APPLE_PAY')) {
    throw ApiError.badParameter(
      'validation_url',
      'is for Apple Pay, which this checkout does not offer',
    );
  }
  const now = deps.now().getTime();
  return {
    merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}`,
    merchantIdentifier: `merchant.sandbox.${payment.merchantId}`,
    displayName: payment.shopName ?? 'Kassa sandbox',
    domainName: new URL(deps.publicUrl).hostname,
    nonce: randomBytes(4).toString('hex'),
    signature: 'sandbox',
    epochTimestamp: now,
    // Apple's merchant sessions last five minutes.
    expiresAt: now + 5 * 60_000,
  };
}
