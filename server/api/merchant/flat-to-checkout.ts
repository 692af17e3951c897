import { METHODS, resolveMethod } from '../../../common/methods/payment-methods.ts';
import { ApiError } from '../../contract/api-error.ts';
import type { CheckoutBody, CheckoutPaymentType } from '../../contract/checkout-schema.ts';
import type { FlatPaymentBody } from '../../contract/flat-body-schema.ts';
import { SentPaths } from '../../http/dialects/sent-paths.ts';

// A flat payment body (POST /v1/sale, /authorize, /recurring) is a checkout of a fixed payment
// type: this maps it onto the checkout's body, and records where each checkout field came from so
// that every rule the checkout applies names the field as the merchant sent it
// (`amount must equal…`, not `payment_data.amount must equal…`).

/** Checkout field → flat field, for the error messages. */
const FLAT_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['payment_data.methods[0]', 'payment_method'],
  ['payment_data.methods', 'payment_method'],
  ['payment_data.currency_code', 'currency_code'],
  ['payment_data.amount', 'amount'],
  ['payment_data.merchant_payment_id', 'merchant_payment_id'],
  ['payment_data.language', 'language'],
  ['payment_data.shop_name', 'shop_name'],
  ['payment_data.shop_url', 'shop_url'],
  ['payment_data.forced_3d', 'forced_3d'],
  ['customer.merchant_customer_id', 'merchant_customer_id'],
  ['customer.email', 'email'],
  ['customer.country_code', 'country_code'],
  ['callback.success_url', 'success_url'],
  ['callback.failure_url', 'failure_url'],
  ['additional_info.customer_full_name', 'prefilled_card_holder'],
];

/** The renames of every flat body, with those the dialect made on the way in (`products[0].price`). */
export function flatSentPaths(dialectPaths: SentPaths | undefined): SentPaths {
  const paths = new SentPaths();
  for (const [canonical, sent] of dialectPaths?.entries() ?? []) paths.record(canonical, sent);
  for (const [canonical, flat] of FLAT_NAMES) {
    paths.record(canonical, dialectPaths?.toSent(flat) ?? flat);
  }
  return paths;
}

/**
 * The methods the session offers for `payment_method`: the method itself, and for a wallet the
 * card beside it (a wallet pays with a card, and the form falls back to typing it in).
 */
function methodsFor(paymentMethod: string): string[] {
  const method = resolveMethod(paymentMethod);
  return method !== undefined && METHODS[method].kind === 'wallet'
    ? [paymentMethod, 'CARD']
    : [paymentMethod];
}

/**
 * payment_method must serve currency_code: said here in the flat body's own words (the checkout's
 * rule names its `methods` list, which this body does not have).
 */
export function checkFlatMethod(body: FlatPaymentBody): void {
  const method = resolveMethod(body.payment_method);
  const currencies = method && METHODS[method].currencies;
  if (currencies && !currencies.includes(body.currency_code)) {
    throw ApiError.badParameter(
      'payment_method',
      `${body.payment_method} does not serve ${body.currency_code}; it takes ${currencies.join(', ')}`,
    );
  }
}

/**
 * POST /v1/sale sells SALE products only (spec: POST /sale, "SALE products"): the checkout's SALE
 * may start a subscription beside them, the deprecated flat endpoint not.
 */
export function checkFlatProducts(type: CheckoutPaymentType, body: FlatPaymentBody): void {
  if (type !== 'SALE') return;
  const at = body.products.findIndex((p) => p.product_type === 'SUBSCRIPTION');
  if (at >= 0) {
    throw ApiError.badParameter(
      `products[${at}].product_type`,
      'SUBSCRIPTION is not taken by /v1/sale (SALE products only): start a subscription with /v1/recurring, or with /v1/checkout and payment_data.type SALE beside a one-time product',
    );
  }
}

export function flatToCheckout(type: CheckoutPaymentType, body: FlatPaymentBody): CheckoutBody {
  return {
    payment_data: {
      type,
      methods: methodsFor(body.payment_method),
      amount: body.amount,
      currency_code: body.currency_code,
      ...(body.language !== undefined && { language: body.language }),
      ...(body.merchant_payment_id !== undefined && {
        merchant_payment_id: body.merchant_payment_id,
      }),
      ...(body.shop_name !== undefined && { shop_name: body.shop_name }),
      ...(body.shop_url !== undefined && { shop_url: body.shop_url }),
      ...(body.forced_3d !== undefined && { forced_3d: body.forced_3d }),
    },
    customer: {
      merchant_customer_id: body.merchant_customer_id,
      email: body.email,
      country_code: body.country_code,
    },
    callback: { success_url: body.success_url, failure_url: body.failure_url },
    products: body.products,
    ...(body.payment_form_override !== undefined && {
      payment_form_override: body.payment_form_override,
    }),
  };
}
