import type { Queryable } from '../db/database.ts';
import { newId } from '../ids.ts';
import type { PaymentRecord } from './payment-record.ts';
import { updatePayment } from './store.ts';
import type { TransactionRecord } from './transaction-record.ts';
import { insertPaymentToken } from './transaction-store.ts';

/** A successful sale: the payment is paid and its card becomes a token for later MIT/CIT. */
export async function succeed(
  tx: Queryable,
  payment: PaymentRecord,
  transaction: TransactionRecord,
  attempts: number,
  now: Date,
): Promise<PaymentRecord> {
  const paymentTokenId = newId('tok');
  await insertPaymentToken(tx, {
    paymentTokenId,
    merchantId: payment.merchantId,
    merchantCustomerId: payment.merchantCustomerId,
    paymentMethod: transaction.paymentMethod,
    card: transaction.card,
    createdAt: now,
  });
  const next: PaymentRecord = {
    ...payment,
    state: 'SUCCEEDED',
    attempts,
    lastError: null,
    paymentTokenId,
  };
  await updatePayment(tx, payment.paymentId, next);
  return next;
}
