import { integer, nullable, text, timestamptz } from '../db/codecs.ts';
import { type ColumnsOf, column, defineTable } from '../db/columns.ts';
import type { Queryable } from '../db/database.ts';
import type { CardFacts } from './payment-details.ts';

// SQL for payment tokens lives here and nowhere else. A token keeps the card facts a later MIT/CIT
// payment needs: never the full number, never the security code.

export interface NewPaymentToken extends Omit<CardFacts, 'bin' | 'holderName'> {
  /** Null for a wallet's device card, whose BIN is not shown (migration 0011). */
  bin: string | null;
  holderName: string | null;
  paymentTokenId: string;
  merchantId: string;
  merchantCustomerId: string;
  paymentMethod: string;
  createdAt: Date;
}

const tokenColumns = {
  paymentTokenId: column('payment_token_id', text),
  merchantId: column('merchant_id', text),
  merchantCustomerId: column('merchant_customer_id', text),
  paymentMethod: column('payment_method', text),
  scheme: column('card_scheme', text),
  bin: column('card_bin', nullable(text)),
  last4: column('card_last4', text),
  expiryMonth: column('card_expiry_month', integer),
  expiryYear: column('card_expiry_year', integer),
  holderName: column('card_holder_name', nullable(text)),
  createdAt: column('created_at', timestamptz),
} satisfies ColumnsOf<NewPaymentToken>;

const paymentTokens = defineTable<NewPaymentToken>('payment_tokens', tokenColumns);

export async function insertPaymentToken(db: Queryable, token: NewPaymentToken): Promise<void> {
  await db.query(paymentTokens.insert, paymentTokens.params(token));
}

const OWNER = `SELECT merchant_id, merchant_customer_id FROM payment_tokens WHERE payment_token_id = $1`;

/** Whose token `paymentTokenId` is: its merchant and customer, or undefined when there is none. */
export async function findPaymentTokenOwner(
  db: Queryable,
  paymentTokenId: string,
): Promise<{ merchantId: string; merchantCustomerId: string } | undefined> {
  const [row] = await db.query(OWNER, [paymentTokenId]);
  if (!row) return undefined;
  const { merchant_id: merchantId, merchant_customer_id: merchantCustomerId } = row;
  return typeof merchantId === 'string' && typeof merchantCustomerId === 'string'
    ? { merchantId, merchantCustomerId }
    : undefined;
}

/** A stored payment token: its card facts and its card-on-file consent record. */
export interface StoredPaymentToken extends NewPaymentToken {
  /** When the customer's card-on-file consent was revoked; null while it stands. */
  cofConsentRevokedAt: Date | null;
}

const storedTokens = defineTable<StoredPaymentToken>('payment_tokens', {
  ...tokenColumns,
  cofConsentRevokedAt: column('cof_consent_revoked_at', nullable(timestamptz)),
});

const OF_MERCHANT = `${storedTokens.select} WHERE payment_token_id = $1 AND merchant_id = $2`;

/** The merchant's token `paymentTokenId`, or undefined (another merchant's token is none of its). */
export async function findMerchantPaymentToken(
  db: Queryable,
  merchantId: string,
  paymentTokenId: string,
): Promise<StoredPaymentToken | undefined> {
  const [row] = await db.query(OF_MERCHANT, [paymentTokenId, merchantId]);
  return row && storedTokens.toRecord(row);
}

const REVOKE = `UPDATE payment_tokens SET cof_consent_revoked_at = $4
  WHERE payment_token_id = $1 AND merchant_id = $2 AND merchant_customer_id = $3
    AND cof_consent_revoked_at IS NULL`;
const EXISTS = `SELECT 1 FROM payment_tokens
  WHERE payment_token_id = $1 AND merchant_id = $2 AND merchant_customer_id = $3`;

/**
 * Revokes the card-on-file consent of the customer's token (spec: Card management →
 * revoke-cof-consent; the endpoint comes later and calls this): later MIT/CIT charges on it are
 * refused with 2911, and the saved card itself stays. Revoking twice keeps the first time.
 * Returns false when the merchant holds no such token for that customer.
 */
export async function revokeCofConsent(
  db: Queryable,
  token: { merchantId: string; merchantCustomerId: string; paymentTokenId: string },
  now: Date,
): Promise<boolean> {
  const params = [token.paymentTokenId, token.merchantId, token.merchantCustomerId];
  await db.query(REVOKE, [...params, now]);
  return (await db.query(EXISTS, params)).length > 0;
}
