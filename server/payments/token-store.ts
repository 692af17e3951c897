import { integer, text, timestamptz } from '../db/codecs.ts';
import { column, defineTable } from '../db/columns.ts';
import type { Queryable } from '../db/database.ts';
import type { CardFacts } from './payment-details.ts';

// SQL for payment tokens lives here and nowhere else. A token keeps the card facts a later MIT/CIT
// payment needs: never the full number, never the security code.

export interface NewPaymentToken extends CardFacts {
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
  bin: column('card_bin', text),
  last4: column('card_last4', text),
  expiryMonth: column('card_expiry_month', integer),
  expiryYear: column('card_expiry_year', integer),
  holderName: column('card_holder_name', text),
  createdAt: column('created_at', timestamptz),
});

export async function insertPaymentToken(db: Queryable, token: NewPaymentToken): Promise<void> {
  await db.query(paymentTokens.insert, paymentTokens.params(token));
}
