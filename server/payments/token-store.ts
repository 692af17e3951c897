import type { Queryable } from '../db/database.ts';
import type { CardFacts } from './payment-details.ts';

// SQL for payment tokens lives here and nowhere else. A token keeps the card facts a later MIT/CIT
// payment needs: never the full number, never the security code.

const INSERT_TOKEN = `INSERT INTO payment_tokens (payment_token_id, merchant_id, merchant_customer_id,
  payment_method, card_scheme, card_bin, card_last4, card_expiry_month, card_expiry_year,
  card_holder_name, created_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`;

export interface NewPaymentToken {
  paymentTokenId: string;
  merchantId: string;
  merchantCustomerId: string;
  paymentMethod: string;
  card: CardFacts;
  createdAt: Date;
}

export async function insertPaymentToken(db: Queryable, token: NewPaymentToken): Promise<void> {
  await db.query(INSERT_TOKEN, [
    token.paymentTokenId,
    token.merchantId,
    token.merchantCustomerId,
    token.paymentMethod,
    token.card.scheme,
    token.card.bin,
    token.card.last4,
    token.card.expiryMonth,
    token.card.expiryYear,
    token.card.holderName,
    token.createdAt,
  ]);
}
