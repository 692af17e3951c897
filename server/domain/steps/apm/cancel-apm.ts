import type { PaymentResult } from '../../../../src/contract/session-api.ts';
import { ApiError } from '../../../contract/api-error.ts';
import { paymentResult } from '../../checkout/payment-result.ts';
import { findPaymentBySessionToken } from '../../ledger/payment-store.ts';
import { findOpenApmPayment } from './apm-store.ts';
import { type DecideDeps, decideApm } from './decide-apm.ts';

// POST /api/sessions/:token/apm-payments/cancel: the shopper picks another method while the step
// waits. The PENDING SALE is declined (2000, "cancelled by the shopper on the form") and the
// session is OPEN again, the attempt counted as a declined card's (FAILED when none is left).
// Cancelling can only ever refuse a payment, never make one; a step decided a moment ago is a 409.

export async function cancelApm(deps: DecideDeps, token: string): Promise<PaymentResult> {
  const payment = await findPaymentBySessionToken(deps.db, token);
  if (!payment) throw ApiError.notFound('checkout session');
  const open = await findOpenApmPayment(deps.db, payment.paymentId);
  const result = open && (await decideApm(deps, open.apmPaymentId, { kind: 'cancel' }));
  if (result?.kind !== 'decided') {
    throw new ApiError(
      409,
      'INVALID_REQUEST',
      'no alternative payment is open for this checkout session: read the session for its outcome',
    );
  }
  return paymentResult(result.payment);
}
