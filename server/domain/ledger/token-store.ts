import { boolean, integer, nullable, text, timestamptz } from '../../platform/db/codecs.ts';
import { type ColumnsOf, column, defineTable } from '../../platform/db/columns.ts';
import type { Queryable, Row } from '../../platform/db/database.ts';
import { deferredWrite } from '../../platform/db/write-batch.ts';
import type { CardFacts } from './payment-details.ts';

// SQL for payment tokens lives here and nowhere else. A token keeps the card facts a later MIT/CIT
// payment needs: never the full number, never the security code. Which tokens the shopper sees on
// a later checkout (saved cards): token-rule.ts.

export interface NewPaymentToken extends Omit<CardFacts, 'bin' | 'holderName'> {
  /** Null for a wallet's device card, whose BIN is not shown (migration 0011). */
  bin: string | null;
  holderName: string | null;
  paymentTokenId: string;
  merchantId: string;
  merchantCustomerId: string;
  paymentMethod: string;
  /** The shopper ticked "Save this card for next time": offered on their later checkouts. */
  savedForShopper: boolean;
  /**
   * The processor that issued it (the key of the transaction that kept it): a subscription's
   * rebills on it go back there. Null for a token issued before processors had keys.
   */
  processorId: string | null;
  /**
   * Kept without the shopper's consent to keep the card (token-rule.ts, `skipped`): only a CIT, the
   * shopper present, may charge it.
   */
  cofConsentSkipped: boolean;
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
  savedForShopper: column('saved_for_shopper', boolean),
  processorId: column('processor_id', nullable(text)),
  cofConsentSkipped: column('cof_consent_skipped', boolean),
  createdAt: column('created_at', timestamptz),
} satisfies ColumnsOf<NewPaymentToken>;

const paymentTokens = defineTable<NewPaymentToken>('payment_tokens', tokenColumns);

export async function insertPaymentToken(db: Queryable, token: NewPaymentToken): Promise<void> {
  await deferredWrite(db, paymentTokens.insert, paymentTokens.params(token));
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

/** A card the shopper saved, as the form may use it (no holder name, no BIN beyond the server). */
export interface SavedCard {
  paymentTokenId: string;
  scheme: string;
  bin: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  holderName: string | null;
}

const savedCards = paymentTokens.pick([
  'paymentTokenId',
  'scheme',
  'bin',
  'last4',
  'expiryMonth',
  'expiryYear',
  'holderName',
]);

/** How many saved cards the form lists at most. */
export const SAVED_CARDS_LISTED = 5;

// A shopper-visible card: saved with the shopper's consent, typed in (a wallet's device card has
// no BIN and is not one), not hidden by the merchant, and valid through its expiry month ($3 is
// the current year * 100 + month, UTC).
const SHOPPER_VISIBLE = `merchant_id = $1 AND merchant_customer_id = $2
  AND saved_for_shopper AND hidden_at IS NULL AND payment_method = 'CARD' AND card_bin IS NOT NULL
  AND card_expiry_year * 100 + card_expiry_month >= $3`;

const yearMonth = (now: Date): number => now.getUTCFullYear() * 100 + now.getUTCMonth() + 1;

// The same card saved twice (two checkouts, both ticked) is listed once, by its newest token.
const LIST_SAVED = `SELECT ${savedCards.list} FROM (
    SELECT DISTINCT ON (card_bin, card_last4, card_expiry_year, card_expiry_month) *
    FROM payment_tokens WHERE ${SHOPPER_VISIBLE}
    ORDER BY card_bin, card_last4, card_expiry_year, card_expiry_month, created_at DESC, payment_token_id
  ) AS newest ORDER BY created_at DESC, payment_token_id LIMIT ${SAVED_CARDS_LISTED}`;

function toSavedCard(row: Row): SavedCard {
  const card = savedCards.toRecord(row);
  // SHOPPER_VISIBLE asks for a BIN; the codec is nullable because wallet tokens have none.
  return { ...card, bin: card.bin ?? '' };
}

/** The cards `merchantCustomerId` saved with this merchant that the form offers, newest first. */
export async function listSavedCards(
  db: Queryable,
  merchantId: string,
  merchantCustomerId: string,
  now: Date,
): Promise<SavedCard[]> {
  const rows = await db.query(LIST_SAVED, [merchantId, merchantCustomerId, yearMonth(now)]);
  return rows.map(toSavedCard);
}

const FIND_SAVED = `SELECT ${savedCards.list} FROM payment_tokens
  WHERE ${SHOPPER_VISIBLE} AND payment_token_id = $4`;

/**
 * The saved card `paymentTokenId`, when it is one the form may offer this merchant's customer
 * (listSavedCards' rules); undefined for any other token, another customer's or merchant's included.
 */
export async function findSavedCard(
  db: Queryable,
  merchantId: string,
  merchantCustomerId: string,
  paymentTokenId: string,
  now: Date,
): Promise<SavedCard | undefined> {
  const [row] = await db.query(FIND_SAVED, [
    merchantId,
    merchantCustomerId,
    yearMonth(now),
    paymentTokenId,
  ]);
  return row && toSavedCard(row);
}

const HIDE = `UPDATE payment_tokens SET hidden_at = COALESCE(hidden_at, $4)
  WHERE merchant_id = $1 AND merchant_customer_id = $2 AND payment_token_id = $3`;

/**
 * Hides a saved card from the payment form (spec: POST /customer/{merchantCustomerId}/payment-token/
 * {paymentTokenId}/delete; server/domain/payment-tokens/card-management.ts). The token stays, and so
 * does its consent: MIT payments on it remain possible. Hiding again keeps the first time. Answers
 * whether the merchant holds that token for that customer.
 */
export async function hidePaymentToken(
  db: Queryable,
  merchantId: string,
  merchantCustomerId: string,
  paymentTokenId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(`${HIDE} RETURNING payment_token_id`, [
    merchantId,
    merchantCustomerId,
    paymentTokenId,
    now,
  ]);
  return rows.length > 0;
}

/** A stored payment token: its card facts and its card-on-file consent record. */
export interface StoredPaymentToken extends NewPaymentToken {
  /** When the customer's card-on-file consent was revoked; null while it stands. */
  cofConsentRevokedAt: Date | null;
  /** When the merchant hid the saved card from the payment form; null while it is not hidden. */
  hiddenAt: Date | null;
}

const storedTokens = defineTable<StoredPaymentToken>('payment_tokens', {
  ...tokenColumns,
  cofConsentRevokedAt: column('cof_consent_revoked_at', nullable(timestamptz)),
  hiddenAt: column('hidden_at', nullable(timestamptz)),
});

const OF_MERCHANT = `${storedTokens.select} WHERE payment_token_id = $1 AND merchant_id = $2`;

/**
 * The merchant's token `paymentTokenId`, or undefined (another merchant's token is none of its).
 * `forShare` locks its row against changes until the caller's database transaction ends: a charge
 * that checks the consent under the lock commits before a revocation can change it
 * (revokeCofConsent's UPDATE waits for the lock). A share lock, so charges on one token do not wait
 * for each other, and batches locking tokens in different orders cannot deadlock.
 */
export async function findMerchantPaymentToken(
  db: Queryable,
  merchantId: string,
  paymentTokenId: string,
  options: { forShare?: boolean } = {},
): Promise<StoredPaymentToken | undefined> {
  const [row] = await db.query(`${OF_MERCHANT}${options.forShare ? ' FOR SHARE' : ''}`, [
    paymentTokenId,
    merchantId,
  ]);
  return row && storedTokens.toRecord(row);
}

const OF_CUSTOMER = `${OF_MERCHANT} AND merchant_customer_id = $3`;

/** The merchant's token `paymentTokenId` of customer `merchantCustomerId`, or undefined. */
export async function findCustomerPaymentToken(
  db: Queryable,
  token: { merchantId: string; merchantCustomerId: string; paymentTokenId: string },
): Promise<StoredPaymentToken | undefined> {
  const [row] = await db.query(OF_CUSTOMER, [
    token.paymentTokenId,
    token.merchantId,
    token.merchantCustomerId,
  ]);
  return row && storedTokens.toRecord(row);
}

const REVOKE = `UPDATE payment_tokens SET cof_consent_revoked_at = $4
  WHERE payment_token_id = $1 AND merchant_id = $2 AND merchant_customer_id = $3
    AND cof_consent_revoked_at IS NULL`;
const EXISTS = `SELECT 1 FROM payment_tokens
  WHERE payment_token_id = $1 AND merchant_id = $2 AND merchant_customer_id = $3`;

/**
 * Revokes the card-on-file consent of the customer's token (spec: Card management →
 * revoke-cof-consent; server/domain/payment-tokens/card-management.ts): later MIT/CIT charges on it are
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
