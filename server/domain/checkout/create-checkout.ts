import { fromMinorUnits } from '../../../common/money/decimal.ts';
import { ApiError } from '../../contract/api-error.ts';
import type { CheckoutBody } from '../../contract/checkout-schema.ts';
import { newId, newSecretToken } from '../../platform/ids.ts';
import type {
  PaymentRecord,
  StoredAdditionalInfo,
  StoredCustomer,
} from '../ledger/payment-record.ts';
import { defaultSelection, orderTax } from '../ledger/totals.ts';
import { normaliseAmount } from './amount-input.ts';
import { checkoutProducts } from './checkout-products.ts';
import {
  checkAmountIsTotal,
  checkedCallbackUrl,
  checkedCurrency,
  checkedFormOverride,
} from './order-rules.ts';
import { checkMethods, DEFAULT_METHOD, impliedCountry } from './supported-methods.ts';
import { checkExemptProducts, taxRuleOf } from './tax-override.ts';
import { checkTotalsFit } from './total-limits.ts';

// The rules of POST /v1/checkout that a JSON Schema cannot express. Each failure names the field
// and the rule, in the same words as the schema errors; the rules every payment request shares
// are in order-rules.ts, which the charges on a saved token use too.

const bad = ApiError.badParameter;

export interface NewCheckout {
  merchantId: string;
  /** The merchant's origins allowed to frame EMBEDDED sessions. */
  allowedOrigins: readonly string[];
  body: CheckoutBody;
  now: Date;
  ttlSeconds: number;
  /** The longest success_url and failure_url taken (POST /v1/token takes longer ones). */
  callbackUrlMaxLength?: number | undefined;
}

export function createCheckout({
  merchantId,
  allowedOrigins,
  body,
  now,
  ttlSeconds,
  callbackUrlMaxLength,
}: NewCheckout): PaymentRecord {
  const { payment_data: data, customer, callback } = body;

  if (data.ui_mode === 'EMBEDDED' && allowedOrigins.length === 0) {
    throw bad(
      'payment_data.ui_mode',
      'EMBEDDED needs at least one allowed origin for the merchant (MERCHANT_ALLOWED_ORIGINS in the sandbox)',
    );
  }
  const successUrl = checkedCallbackUrl(
    'callback.success_url',
    callback.success_url,
    callbackUrlMaxLength,
  );
  const failureUrl = checkedCallbackUrl(
    'callback.failure_url',
    callback.failure_url,
    callbackUrlMaxLength,
  );
  const { currency, digits } = checkedCurrency('payment_data.currency_code', data.currency_code);
  const methods = checkMethods(data.methods, currency);
  const paymentFormOverride = checkedFormOverride(body.payment_form_override);
  const tax = taxRuleOf(body.taxOverride);
  const products = checkoutProducts(data.type, body.products, { currency, digits, tax });
  checkExemptProducts(tax, products);
  checkTotalsFit(products, tax ?? undefined, digits);
  // The first charge: SALE products and the SUBSCRIPTION products not in a trial.
  const { charged, tax: taxMinor } = orderTax(defaultSelection(products), tax, digits);
  if (charged <= 0n && data.type === 'SALE') {
    throw bad(
      'products',
      'must add up to more than zero: a SALE cannot be for a zero amount (AUTHORIZE and RECURRING may)',
    );
  }
  if (data.amount !== undefined) {
    const given = normaliseAmount('payment_data.amount', data.amount, digits, currency);
    // A subscription checkout with a trial is sent with the amount due now (0.00) or, as client
    // libraries total it, with the plan's price: both name this order, which charges what is due.
    const asPriced = orderTax(defaultSelection(products), tax, digits, (p) => p.product_price);
    checkAmountIsTotal(
      'payment_data.amount',
      given,
      charged,
      digits,
      tax !== null,
      asPriced.charged,
    );
  }

  const createdAt = now;
  return {
    paymentId: newId('pay'),
    merchantId,
    paymentType: data.type,
    paymentMethod: methods[0] ?? DEFAULT_METHOD,
    uiMode: data.ui_mode ?? 'HOSTED',
    methods,
    state: 'OPEN',
    merchantPaymentId: data.merchant_payment_id ?? null,
    merchantCustomerId: customer.merchant_customer_id,
    customer: storedCustomer(customer, impliedCountry(methods)),
    amount: fromMinorUnits(charged, digits),
    currencyCode: currency,
    baseAmount: null,
    baseCurrencyCode: null,
    language: data.language ?? null,
    tax,
    taxAmount: tax ? fromMinorUnits(taxMinor, digits) : null,
    successUrl,
    failureUrl,
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
    additionalInfo: storedAdditionalInfo(body.additional_info),
    initialSubscriptionId: null,
  };
}

/**
 * The customer the merchant sent. Without a country, a checkout whose methods serve the shoppers
 * of one country only takes that one: the form has no other to offer.
 */
function storedCustomer(
  customer: CheckoutBody['customer'],
  methodsCountry: string | undefined,
): StoredCustomer {
  const countryCode = customer.country_code ?? methodsCountry;
  return {
    ...(customer.email !== undefined && { email: customer.email }),
    ...(countryCode !== undefined && { country_code: countryCode }),
    ...(customer.first_name && { first_name: customer.first_name }),
    ...(customer.last_name && { last_name: customer.last_name }),
    ...(customer.phone_number && { phone_number: customer.phone_number }),
  };
}

/** The fields of additional_info the merchant sent, or null (its phone and e-mail are the customer's). */
function storedAdditionalInfo(info: CheckoutBody['additional_info']): StoredAdditionalInfo | null {
  if (!info) return null;
  const stored: StoredAdditionalInfo = {
    ...(info.payment_token_id !== undefined && { payment_token_id: info.payment_token_id }),
    ...(info.customer_full_name !== undefined && {
      customer_full_name: info.customer_full_name,
    }),
    ...(info.crypto_network !== undefined && { crypto_network: info.crypto_network }),
    ...(info.crypto_address !== undefined && { crypto_address: info.crypto_address }),
    ...(info.crypto_withdrawal_address !== undefined && {
      crypto_withdrawal_address: info.crypto_withdrawal_address,
    }),
  };
  return Object.keys(stored).length > 0 ? stored : null;
}
