import { amountFractionDigits, isKnownCurrency } from '../../src/money/currency.ts';
import { fromMinorUnits, toMinorUnits } from '../../src/money/decimal.ts';
import { applyTax } from '../../src/money/tax.ts';
import { validatePaymentFormOverride } from '../../themes/validate-override.ts';
import { ApiError } from '../errors.ts';
import { newId, newSecretToken } from '../ids.ts';
import { checkCallbackUrl } from '../payments/callback-url.ts';
import type { PaymentRecord, StoredProduct } from '../payments/payment-record.ts';
import { defaultSelectionSubtotal } from '../payments/totals.ts';
import { amountFromJson } from './amount-input.ts';
import { refuseCardNumbers } from './card-number-guard.ts';
import type { CheckoutBody } from './schema.ts';
import {
  DEFAULT_METHOD,
  DEFAULT_METHODS,
  isSupportedMethod,
  SUPPORTED_METHODS,
} from './supported-methods.ts';
import { checkTotalsFit } from './total-limits.ts';

// The rules of POST /v1/checkout that a JSON Schema cannot express. Each failure names the field
// and the rule, in the same words as the schema errors.

const bad = ApiError.badParameter;

function normaliseAmount(
  field: string,
  value: string,
  fractionDigits: number,
  currency: string,
): bigint {
  const minor = toMinorUnits(value, fractionDigits);
  if (minor === null) {
    throw bad(field, `must have at most ${fractionDigits} decimals for ${currency}`);
  }
  return minor;
}

export interface NewCheckout {
  merchantId: string;
  /** The merchant's origins allowed to frame EMBEDDED sessions. */
  allowedOrigins: readonly string[];
  body: CheckoutBody;
  now: Date;
  ttlSeconds: number;
}

export function createCheckout({
  merchantId,
  allowedOrigins,
  body,
  now,
  ttlSeconds,
}: NewCheckout): PaymentRecord {
  const { payment_data: data, customer, callback } = body;

  if (data.type !== 'SALE') {
    throw bad('payment_data.type', 'SUBSCRIPTION is not supported by this sandbox yet; use SALE');
  }
  if (data.ui_mode === 'EMBEDDED' && allowedOrigins.length === 0) {
    throw bad(
      'payment_data.ui_mode',
      'EMBEDDED needs at least one allowed origin for the merchant (MERCHANT_ALLOWED_ORIGINS in the sandbox)',
    );
  }
  const methods = data.methods ?? [...DEFAULT_METHODS];
  const unsupported = methods.find((m) => !isSupportedMethod(m));
  if (unsupported) {
    throw bad(
      'payment_data.methods',
      `${unsupported} is not supported by this sandbox yet; supported: ${SUPPORTED_METHODS.join(', ')}`,
    );
  }
  refuseCardNumbers(body);
  // The same parser and rules the redirect at the end of the session uses (issue 13, finding 1).
  for (const name of ['success_url', 'failure_url'] as const) {
    const checked = checkCallbackUrl(callback[name]);
    if (!checked.ok) throw bad(`callback.${name}`, checked.rule);
  }
  if (!isKnownCurrency(data.currency_code)) {
    throw bad('payment_data.currency_code', 'must be an ISO 4217 currency code');
  }
  // The schema checks the override's shape; the theme validator its names and values (issue 4),
  // the same check the designer preview runs and the form repeats before it renders.
  let paymentFormOverride: PaymentRecord['paymentFormOverride'] = null;
  if (body.payment_form_override) {
    const checked = validatePaymentFormOverride(body.payment_form_override);
    if (!checked.ok) throw bad(checked.error.field, checked.error.rule);
    paymentFormOverride = checked.override;
  }
  const currency = data.currency_code;
  const digits = amountFractionDigits(currency);

  const products: StoredProduct[] = body.products.map((p, i) => {
    if (p.product_type !== 'SALE') {
      throw bad(
        `products[${i}].product_type`,
        'SUBSCRIPTION is not supported by this sandbox yet; use SALE',
      );
    }
    if (p.is_preselected && !p.is_optional) {
      throw bad(
        `products[${i}].is_preselected`,
        'applies only to optional products (is_optional true)',
      );
    }
    const price = normaliseAmount(
      `products[${i}].product_price`,
      p.product_price,
      digits,
      currency,
    );
    const stored: StoredProduct = {
      product_id: p.product_id ?? newId('prd'),
      product_type: 'SALE',
      product_name: p.product_name,
      product_price: fromMinorUnits(price, digits),
      is_optional: p.is_optional ?? false,
      is_preselected: p.is_preselected ?? false,
    };
    if (p.merchant_product_id !== undefined) stored.merchant_product_id = p.merchant_product_id;
    if (p.product_description !== undefined) stored.product_description = p.product_description;
    if (p.product_transaction_price !== undefined) {
      const field = `products[${i}].product_transaction_price`;
      stored.product_transaction_price = fromMinorUnits(
        normaliseAmount(field, p.product_transaction_price, digits, currency),
        digits,
      );
    }
    return stored;
  });
  const ids = new Set(products.map((p) => p.product_id));
  if (ids.size !== products.length) throw bad('products', 'must have distinct product_id values');

  const tax = body.taxOverride
    ? {
        transaction_tax_type: body.taxOverride.transaction_tax_type,
        transaction_tax_percentage: body.taxOverride.transaction_tax_percentage,
        ...(body.taxOverride.transaction_tax_label && {
          transaction_tax_label: body.taxOverride.transaction_tax_label,
        }),
      }
    : null;
  checkTotalsFit(products, tax ?? undefined, digits);
  const { charged, tax: taxMinor } = applyTax(
    defaultSelectionSubtotal(products, digits),
    tax ?? undefined,
  );
  if (charged <= 0n) {
    throw bad('products', 'must add up to more than zero: a SALE cannot be for a zero amount');
  }
  if (data.amount !== undefined) {
    const text = amountFromJson(data.amount);
    if (text === null) {
      throw bad(
        'payment_data.amount',
        'must be a decimal string matching ^\\d{1,18}(?:\\.\\d{1,2})?$ (numbers only up to 15 significant digits)',
      );
    }
    const given = normaliseAmount('payment_data.amount', text, digits, currency);
    if (given !== charged) {
      throw bad(
        'payment_data.amount',
        `must equal the total of the required and preselected products${tax ? ' with tax' : ''} (${fromMinorUnits(charged, digits)})`,
      );
    }
  }

  const createdAt = now;
  return {
    paymentId: newId('pay'),
    merchantId,
    paymentType: 'SALE',
    paymentMethod: methods[0] ?? DEFAULT_METHOD,
    uiMode: data.ui_mode ?? 'HOSTED',
    methods,
    state: 'OPEN',
    merchantPaymentId: data.merchant_payment_id ?? null,
    merchantCustomerId: customer.merchant_customer_id,
    customer: {
      ...(customer.email !== undefined && { email: customer.email }),
      ...(customer.country_code !== undefined && { country_code: customer.country_code }),
      ...(customer.first_name && { first_name: customer.first_name }),
      ...(customer.last_name && { last_name: customer.last_name }),
      ...(customer.phone_number && { phone_number: customer.phone_number }),
    },
    amount: fromMinorUnits(charged, digits),
    currencyCode: currency,
    language: data.language ?? null,
    tax,
    taxAmount: tax ? fromMinorUnits(taxMinor, digits) : null,
    successUrl: callback.success_url,
    failureUrl: callback.failure_url,
    shopName: data.shop_name ?? null,
    shopUrl: data.shop_url ?? null,
    forced3d: data.forced_3d ?? false,
    products,
    paymentFormOverride,
    sessionToken: newSecretToken('cs'),
    createdAt,
    expiresAt: new Date(createdAt.getTime() + ttlSeconds * 1000),
    attempts: 0,
    lastError: null,
    paymentTokenId: null,
  };
}
