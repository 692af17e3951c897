import { ApiError } from '../../contract/api-error.ts';
import { responseCode } from '../../contract/response-codes.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { findMerchantPaymentToken, type StoredPaymentToken } from '../ledger/token-store.ts';

// Whether a charge may use the payment token it names (spec: POST /mit-sale — payment_token_id
// together with merchant_customer_id must match the initial sale). Refused before anything is
// charged or recorded, with a 400 whose message names the field, the rule and the spec's response
// code and message:
//   2906 Missing payment token       — this merchant holds no token with that id (another
//                                      merchant's token gets the same answer: it says nothing);
//   2908 Payment token is not valid  — the token was saved for another merchant_customer_id;
//   2911 COF Consent not found       — the customer's card-on-file consent was revoked, or was
//                                      never given (a token kept with cof_consent_skipped) for a
//                                      charge without the shopper (anything but a CIT);
// and payment_method must be the method the token was saved with.

export const MISSING_TOKEN = 2906;
export const INVALID_TOKEN = 2908;
export const CONSENT_NOT_FOUND = 2911;

/** "(2908 Payment token is not valid)": the code and the spec's message for it. */
export function named(code: number): string {
  return `(${code} ${responseCode(code)?.message ?? 'Unknown error'})`;
}

export interface TokenRequest {
  payment_token_id: string;
  merchant_customer_id: string;
  /** The method the charge names, which must be the token's; undefined: the caller checks it. */
  payment_method: string | undefined;
}

export async function usableToken(
  db: Queryable,
  merchantId: string,
  body: TokenRequest,
  /** Where the body has the token's id: `payment_details.payment_token_id` in a payout. */
  field = 'payment_token_id',
  options: {
    /** Lock the token's row for the caller's database transaction (findMerchantPaymentToken). */
    forShare?: boolean;
    /** A CIT: the shopper is there to confirm, so a token kept without consent may pay. */
    customerPresent?: boolean;
  } = {},
): Promise<StoredPaymentToken> {
  const token = await findMerchantPaymentToken(db, merchantId, body.payment_token_id, options);
  if (!token) {
    throw ApiError.badParameter(
      field,
      `must be a payment token this merchant holds ${named(MISSING_TOKEN)}`,
    );
  }
  if (token.merchantCustomerId !== body.merchant_customer_id) {
    throw ApiError.badParameter(
      field,
      `must be a payment token saved for merchant_customer_id ${JSON.stringify(body.merchant_customer_id)} ${named(INVALID_TOKEN)}`,
    );
  }
  if (token.cofConsentRevokedAt !== null) {
    throw ApiError.badParameter(
      field,
      `must have the customer's card-on-file consent, which was revoked at ${token.cofConsentRevokedAt.toISOString()} ${named(CONSENT_NOT_FOUND)}`,
    );
  }
  if (token.cofConsentSkipped && options.customerPresent !== true) {
    throw ApiError.badParameter(
      field,
      `must have the customer's card-on-file consent: the card was kept without it (cof_consent_skipped: "Save this card" was left unticked), so only a CIT may charge it ${named(CONSENT_NOT_FOUND)}`,
    );
  }
  if (body.payment_method !== undefined && token.paymentMethod !== body.payment_method) {
    throw ApiError.badParameter(
      'payment_method',
      `must be the method the payment token was saved with (${token.paymentMethod})`,
    );
  }
  return token;
}

/**
 * The check that counts, in the charge's own database transaction: the payment's token read again
 * under its row's lock, with every rule above. A revocation racing the charge either commits first
 * (the charge is refused with 2911) or waits for the charge's commit (revokeCofConsent's UPDATE
 * needs the lock), so no charge passes on a consent revoked before it commits.
 */
export async function lockUsableToken(
  tx: Queryable,
  payment: {
    merchantId: string;
    merchantCustomerId: string;
    paymentTokenId: string | null;
    paymentType: string;
  },
  /** Where the body has the token's id (usableToken). */
  field = 'payment_token_id',
  /** The method the request names, which must be the token's; undefined: the caller checks it. */
  method?: string,
): Promise<StoredPaymentToken> {
  return usableToken(
    tx,
    payment.merchantId,
    {
      payment_token_id: payment.paymentTokenId ?? '',
      merchant_customer_id: payment.merchantCustomerId,
      payment_method: method,
    },
    field,
    { forShare: true, customerPresent: payment.paymentType === 'CIT_SALE' },
  );
}
