import type { CheckoutBody } from '../../contract/checkout-schema.ts';
import type { AppDeps } from '../deps.ts';
import { type IdempotentEndpoint, runOncePerKey } from '../idempotency/run-once.ts';
import { withBaseAmount } from '../ledger/base-amount.ts';
import type { PaymentRecord, SessionPaymentType } from '../ledger/payment-record.ts';
import { insertPayment } from '../ledger/payment-store.ts';
import type { Merchant } from '../merchants/merchant-store.ts';
import { createCheckout } from './create-checkout.ts';
import { checkPaymentTokenOwner } from './payment-token-check.ts';

/** Who opens the checkout: the merchant the API key named, and the request's idempotency key. */
export interface CheckoutCaller {
  merchant: Merchant;
  /** The X-Idempotency-Key sent, or null (no header, or an endpoint that takes none). */
  idempotencyKey: string | null;
}

export interface OpenOptions {
  /** The longest success_url and failure_url taken (POST /v1/token: 2048). */
  callbackUrlMaxLength?: number;
  /**
   * The payment type recorded when it is not the body's: TOKEN, a card verification checked by
   * the rules of a zero-amount AUTHORIZE checkout (server/api/merchant/token-route.ts).
   */
  recordAs?: SessionPaymentType;
}

/**
 * The one code path that opens a checkout session, for POST /v1/checkout and for the endpoints
 * that are checkouts of a fixed payment type (POST /v1/sale, /authorize, /recurring, /token): the
 * body's rules, the token check, then the payment written once per X-Idempotency-Key under
 * `endpoint` (null: an endpoint that takes no key).
 */
export async function openCheckout(
  deps: AppDeps,
  caller: CheckoutCaller,
  body: CheckoutBody,
  endpoint: IdempotentEndpoint | null,
  options: OpenOptions = {},
): Promise<PaymentRecord> {
  const { merchant, idempotencyKey } = caller;
  const checkout = createCheckout({
    merchantId: merchant.merchantId,
    allowedOrigins: merchant.allowedOrigins,
    body,
    now: deps.now(),
    ttlSeconds: deps.config.sessionTtlSeconds,
    callbackUrlMaxLength: options.callbackUrlMaxLength,
  });
  const payment: PaymentRecord = withBaseAmount(
    options.recordAs ? { ...checkout, paymentType: options.recordAs } : checkout,
    { code: merchant.baseCurrencyCode, rate: deps.processors.network.exchangeRate },
  );
  // After the body's own rules (a card number in the field is refused by those first).
  await checkPaymentTokenOwner(deps.db, merchant.merchantId, body);
  await runOncePerKey(
    deps.db,
    {
      merchantId: merchant.merchantId,
      key: idempotencyKey,
      endpoint,
      paymentId: payment.paymentId,
      now: payment.createdAt,
    },
    (q) => insertPayment(q, payment),
  );
  return payment;
}
