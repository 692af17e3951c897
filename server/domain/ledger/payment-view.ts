import type { FromSchema } from 'json-schema-to-ts';
import type { ShopperCustomerField } from '../../../common/contract/shopper-customer-fields.ts';
import type { paymentResponseSchema, paymentSchema } from '../../contract/payment-schema.ts';
import type { PaymentRecord, RecordedPayment, StoredProduct } from './payment-record.ts';
import { rebillFields } from './rebill-charge.ts';
import { paymentTaxExemptAmount } from './tax-exempt.ts';

// The spec's Payment resource (Resources → Payment), as returned in {"type":"PAYMENT","data":…}.

export type PaymentData = FromSchema<typeof paymentSchema>;

export type CheckoutAnswer = FromSchema<typeof paymentResponseSchema>;

/** The tax fields of the spec's Payment, present together or not at all. */
export type TaxFields = Pick<
  PaymentData,
  | 'transaction_tax_amount'
  | 'transaction_tax_currency_code'
  | 'transaction_tax_type'
  | 'transaction_tax_label'
  | 'transaction_tax_percentage'
  | 'transaction_tax_exempt_amount'
>;

export function checkoutUrl(publicUrl: string, sessionToken: string): string {
  return `${publicUrl}/pay/${sessionToken}`;
}

/**
 * Tax fields of the spec's Payment, for a tax rule, the tax amount it produced and the part of the
 * amount it left untaxed (tax-exempt.ts).
 */
export function taxFields(
  p: Pick<PaymentRecord, 'tax' | 'currencyCode'>,
  taxAmount: string | null,
  exemptAmount: string | null,
): TaxFields {
  if (!p.tax || taxAmount === null) return {};
  return {
    transaction_tax_amount: taxAmount,
    transaction_tax_currency_code: p.currencyCode,
    transaction_tax_type: p.tax.transaction_tax_type,
    ...(p.tax.transaction_tax_label && { transaction_tax_label: p.tax.transaction_tax_label }),
    transaction_tax_percentage: p.tax.transaction_tax_percentage,
    ...(exemptAmount !== null && { transaction_tax_exempt_amount: exemptAmount }),
  };
}

/**
 * A product as the Payment resource shows it: a SUBSCRIPTION product with what each rebill
 * charges and, once a transaction charged it, that transaction (`last_transacion_id`).
 */
function answeredProduct(
  product: StoredProduct,
  p: Pick<PaymentRecord, 'currencyCode' | 'tax'>,
  chargedBy: string | undefined,
): PaymentData['products'][number] {
  if (product.product_type !== 'SUBSCRIPTION') return product;
  return {
    ...product,
    ...rebillFields(product, p),
    ...(chargedBy !== undefined && { last_transacion_id: chargedBy }),
  };
}

/** The Payment's fields before its `session` and `products`: what a transaction record repeats. */
export type PaymentFields = Omit<PaymentData, 'session' | 'products'>;

/**
 * The Payment as the checkout answered it, up to its `session` and `products` (which come last):
 * a transaction's record repeats these, as GET /v1/transaction builds them once per payment of a
 * page.
 */
export function paymentFields(p: RecordedPayment): PaymentFields {
  return {
    payment_id: p.paymentId,
    ...(p.initialSubscriptionId !== null && { initial_subscription_id: p.initialSubscriptionId }),
    // A CIT is a SALE to the merchant (the spec has no CIT payment type).
    payment_type: p.paymentType === 'CIT_SALE' ? 'SALE' : p.paymentType,
    payment_method: p.paymentMethod,
    created_at: p.createdAt.toISOString(),
    merchant_id: p.merchantId,
    ...(p.merchantPaymentId !== null && { merchant_payment_id: p.merchantPaymentId }),
    merchant_customer_id: p.merchantCustomerId,
    ...(p.customer.email !== undefined && { email: p.customer.email }),
    amount: p.amount,
    ...(p.language !== null && { language: p.language }),
    ...(p.customer.country_code !== undefined && { country_code: p.customer.country_code }),
    currency_code: p.currencyCode,
    ...(p.baseAmount !== null &&
      p.baseCurrencyCode !== null && {
        base_amount: p.baseAmount,
        base_currency_code: p.baseCurrencyCode,
      }),
    transaction_amount: p.amount,
    transaction_currency_code: p.currencyCode,
    ...taxFields(p, p.taxAmount, paymentTaxExemptAmount(p)),
    forced_3d: p.forced3d,
    // Absent only on an MIT payment whose request named none (spec: required for SALE, AUTHORIZE, RECURRING).
    ...(p.successUrl !== null && { success_url: p.successUrl }),
    ...(p.failureUrl !== null && { failure_url: p.failureUrl }),
    ...(p.paymentTokenId !== null && { payment_token_id: p.paymentTokenId }),
    ...(p.shopName !== null && { shop_name: p.shopName }),
    ...(p.shopUrl !== null && { shop_url: p.shopUrl }),
  };
}

/** `chargedBy`: the transaction of the payment the answer reports, when there is one. */
export function paymentData(p: PaymentRecord, publicUrl: string, chargedBy?: string): PaymentData {
  return {
    ...paymentFields(p),
    session: {
      created_at: p.createdAt.toISOString(),
      expires_at: p.expiresAt.toISOString(),
      redirect_url: checkoutUrl(publicUrl, p.sessionToken),
    },
    products: p.products.map((product) => answeredProduct(product, p, chargedBy)),
  };
}

/** The request's payment type as the checkout answers it: a CIT is a SALE to the merchant. */
function checkoutType(p: PaymentRecord): CheckoutAnswer['payment_data']['type'] {
  switch (p.paymentType) {
    case 'AUTHORIZE':
    case 'RECURRING':
      return p.paymentType;
    default:
      return 'SALE';
  }
}

/**
 * The 200 answer of POST /v1/checkout: the spec's envelope, with the live service's checkout
 * fields beside it (payment-schema.ts): the payment's `id`, `created_at`, `merchant_id` and
 * `session`, and what it took of the request. Built from the stored payment, so a replayed
 * X-Idempotency-Key answers the same.
 */
export function checkoutAnswer(p: PaymentRecord, publicUrl: string): CheckoutAnswer {
  const data = paymentData(p, publicUrl);
  // What the merchant sent: not what a shopper entered on the form since (a replayed answer).
  const entered = p.customer.shopper_entered ?? [];
  const sent = (field: ShopperCustomerField): string | undefined =>
    entered.includes(field) ? undefined : p.customer[field];
  const email = sent('email');
  const countryCode = sent('country_code');
  const { customer } = p;
  return {
    type: 'PAYMENT',
    data,
    id: data.payment_id,
    created_at: data.created_at,
    merchant_id: data.merchant_id,
    session: data.session,
    payment_data: {
      type: checkoutType(p),
      ui_mode: p.uiMode,
      methods: p.methods,
      amount: p.amount,
      currency_code: p.currencyCode,
      ...(p.merchantPaymentId !== null && { merchant_payment_id: p.merchantPaymentId }),
      ...(p.language !== null && { language: p.language }),
      ...(p.shopName !== null && { shop_name: p.shopName }),
      ...(p.shopUrl !== null && { shop_url: p.shopUrl }),
      forced_3d: p.forced3d,
    },
    customer: {
      merchant_customer_id: p.merchantCustomerId,
      ...(email !== undefined && { email }),
      ...(countryCode !== undefined && { country_code: countryCode }),
      ...(customer.first_name !== undefined && { first_name: customer.first_name }),
      ...(customer.last_name !== undefined && { last_name: customer.last_name }),
      ...(customer.phone_number !== undefined && { phone_number: customer.phone_number }),
    },
    callback: {
      ...(p.successUrl !== null && { success_url: p.successUrl }),
      ...(p.failureUrl !== null && { failure_url: p.failureUrl }),
    },
    products: data.products,
  };
}
