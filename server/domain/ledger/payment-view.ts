import type { FromSchema } from 'json-schema-to-ts';
import type { paymentResponseSchema, paymentSchema } from '../../contract/payment-schema.ts';
import type { PaymentRecord, StoredProduct } from './payment-record.ts';
import { rebillFields } from './rebill-charge.ts';

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
>;

export function checkoutUrl(publicUrl: string, sessionToken: string): string {
  return `${publicUrl}/pay/${sessionToken}`;
}

/** Tax fields of the spec's Payment, for a tax rule and the tax amount it produced. */
export function taxFields(
  p: Pick<PaymentRecord, 'tax' | 'currencyCode'>,
  taxAmount: string | null,
): TaxFields {
  if (!p.tax || taxAmount === null) return {};
  return {
    transaction_tax_amount: taxAmount,
    transaction_tax_currency_code: p.currencyCode,
    transaction_tax_type: p.tax.transaction_tax_type,
    ...(p.tax.transaction_tax_label && { transaction_tax_label: p.tax.transaction_tax_label }),
    transaction_tax_percentage: p.tax.transaction_tax_percentage,
  };
}

/**
 * A product as the Payment resource shows it: a SUBSCRIPTION product with what each rebill
 * charges and, once a transaction charged it, that transaction (`last_transacion_id`).
 */
function answeredProduct(
  product: StoredProduct,
  p: PaymentRecord,
  chargedBy: string | undefined,
): PaymentData['products'][number] {
  if (product.product_type !== 'SUBSCRIPTION') return product;
  return {
    ...product,
    ...rebillFields(product.product_price, p),
    ...(chargedBy !== undefined && { last_transacion_id: chargedBy }),
  };
}

/** `chargedBy`: the transaction of the payment the answer reports, when there is one. */
export function paymentData(p: PaymentRecord, publicUrl: string, chargedBy?: string): PaymentData {
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
    ...taxFields(p, p.taxAmount),
    forced_3d: p.forced3d,
    // Absent only on an MIT payment whose request named none (spec: required for SALE, AUTHORIZE, RECURRING).
    ...(p.successUrl !== null && { success_url: p.successUrl }),
    ...(p.failureUrl !== null && { failure_url: p.failureUrl }),
    ...(p.paymentTokenId !== null && { payment_token_id: p.paymentTokenId }),
    ...(p.shopName !== null && { shop_name: p.shopName }),
    ...(p.shopUrl !== null && { shop_url: p.shopUrl }),
    session: {
      created_at: p.createdAt.toISOString(),
      expires_at: p.expiresAt.toISOString(),
      redirect_url: checkoutUrl(publicUrl, p.sessionToken),
    },
    products: p.products.map((product) => answeredProduct(product, p, chargedBy)),
  };
}

/**
 * The 200 answer of POST /v1/checkout: the spec's envelope, with the live service's `id` and
 * `session` beside it (payment-schema.ts).
 */
export function checkoutAnswer(p: PaymentRecord, publicUrl: string): CheckoutAnswer {
  const data = paymentData(p, publicUrl);
  return { type: 'PAYMENT', data, id: data.payment_id, session: data.session };
}
