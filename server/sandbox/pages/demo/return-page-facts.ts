import { effectiveState } from '../../../domain/attempts/session-view.ts';
import type { AppDeps } from '../../../domain/deps.ts';
import { findLatestPaymentByReference, findPayment } from '../../../domain/ledger/payment-store.ts';
import { listPostbacks } from '../../../domain/postbacks/log-store.ts';
import { SANDBOX_MERCHANT_ID } from '../../sandbox-merchant.ts';
import type { ReturnPageFacts } from './return-page.ts';

// What the return page shows: the query as received and, where the sandbox's open pages are on,
// the sandbox merchant's payment the query names (merchant_payment_id, or payment_id, or `order`
// as many shops call their reference) with the postbacks sent for it.

const REFERENCE_PARAMS = ['merchant_payment_id', 'order'] as const;
const MAX_POSTBACKS = 20;

export async function returnPageFacts(deps: AppDeps, rawUrl: string): Promise<ReturnPageFacts> {
  // The raw query, decoded as a URL decoder reads it: what the merchant's server would get.
  const params = new URL(rawUrl, 'http://return.invalid').searchParams;
  const query = [...params.entries()];
  const outcomeParam = params.get('outcome');
  const outcome =
    outcomeParam === 'success' || outcomeParam === 'failure' ? outcomeParam : undefined;
  if (!deps.config.sandboxDemo) return { outcome, query, lookup: { kind: 'off' } };

  const paymentId = params.get('payment_id');
  const reference = REFERENCE_PARAMS.map((name) => params.get(name)).find((v) => v !== null);
  if (!paymentId && !reference) return { outcome, query, lookup: { kind: 'no-reference' } };
  const payment = paymentId
    ? await findPayment(deps.db, paymentId)
    : await findLatestPaymentByReference(deps.db, SANDBOX_MERCHANT_ID, reference ?? '');
  if (!payment || payment.merchantId !== SANDBOX_MERCHANT_ID) {
    return {
      outcome,
      query,
      lookup: { kind: 'not-found', reference: paymentId ?? reference ?? '' },
    };
  }
  const postbacks = await listPostbacks(deps.db, SANDBOX_MERCHANT_ID, {
    limit: MAX_POSTBACKS,
    paymentId: payment.paymentId,
  });
  // As every reader sees it: a session past its time is EXPIRED, though nothing wrote that down.
  const state = effectiveState(payment, deps.now());
  return { outcome, query, lookup: { kind: 'found', payment, state, postbacks } };
}
