import { ApiError } from '../../contract/api-error.ts';
import type { PaymentTokenData } from '../../contract/payment-token-schema.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import {
  findCustomerPaymentToken,
  hidePaymentToken,
  revokeCofConsent,
  type StoredPaymentToken,
} from '../ledger/token-store.ts';

// Card management (spec: Card management): the merchant hides a customer's saved card from the
// payment form, or revokes the card-on-file consent of the customer's token. Both change the one
// token row, answer the token's state after the change and are idempotent: a second call changes
// nothing and answers the same (the first time is kept). Neither sends a postback: the spec
// defines none for a token, the caller has the answer, and what follows from a revocation reaches
// the merchant where it happens (a refused charge's 400, a subscription's NO_CARD_ON_FILE postback).

export interface TokenAddress {
  merchantId: string;
  merchantCustomerId: string;
  paymentTokenId: string;
}

/** The token as the card management calls answer it. */
export function paymentTokenData(token: StoredPaymentToken): PaymentTokenData {
  return {
    payment_token_id: token.paymentTokenId,
    merchant_customer_id: token.merchantCustomerId,
    payment_method: token.paymentMethod,
    payment_token_type: 'CARD',
    card_scheme: token.scheme,
    ...(token.bin !== null && { card_bin: token.bin }),
    card_last4: token.last4,
    card_expiry_month: token.expiryMonth,
    card_expiry_year: token.expiryYear,
    created_at: token.createdAt.toISOString(),
    is_hidden: token.hiddenAt !== null,
    hidden_at: token.hiddenAt?.toISOString() ?? null,
    cof_consent_status: token.cofConsentRevokedAt === null ? 'GIVEN' : 'REVOKED',
    cof_consent_revoked_at: token.cofConsentRevokedAt?.toISOString() ?? null,
  };
}

// Another merchant's token, another customer's and an unknown id get the same answer: it says
// nothing about tokens that are not the caller's.
const notFound = (address: TokenAddress): ApiError =>
  new ApiError(
    404,
    'NOT_FOUND',
    `paymentTokenId names no payment token of merchantCustomerId ${JSON.stringify(address.merchantCustomerId)}`,
  );

async function answer(db: Queryable, address: TokenAddress) {
  const token = await findCustomerPaymentToken(db, address);
  if (!token) throw notFound(address);
  return { type: 'PAYMENT_TOKEN' as const, data: paymentTokenData(token) };
}

/**
 * POST …/delete: no longer offered among the customer's saved cards on the form (nor payable there
 * as one); the token and its consent stay, so MIT payments on it still work.
 */
export async function hideSavedCard(db: Database, address: TokenAddress, now: Date) {
  return db.transaction(async (tx) => {
    const held = await hidePaymentToken(
      tx,
      address.merchantId,
      address.merchantCustomerId,
      address.paymentTokenId,
      now,
    );
    if (!held) throw notFound(address);
    return answer(tx, address);
  });
}

/**
 * POST …/revoke-cof-consent: the consent record ends (the card stays). The UPDATE waits for every
 * charge holding the token's row (token-check.ts, lockUsableToken) and every charge after it is
 * refused with 2911.
 */
export async function revokeConsent(db: Database, address: TokenAddress, now: Date) {
  return db.transaction(async (tx) => {
    if (!(await revokeCofConsent(tx, address, now))) throw notFound(address);
    return answer(tx, address);
  });
}
