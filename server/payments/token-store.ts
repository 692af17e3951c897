import { integer, nullable, text, timestamptz } from '../db/codecs.ts';
import { column, defineTable } from '../db/columns.ts';
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

const paymentTokens = defineTable<NewPaymentToken>('payment_tokens', {
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
});

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
