import { fromMinorUnits } from '../../../common/money/decimal.ts';
import type { TaxRule } from '../../../common/money/tax.ts';
import { ApiError } from '../../contract/api-error.ts';
import type { CheckoutPaymentType, CheckoutProductInput } from '../../contract/checkout-schema.ts';
import { newId } from '../../platform/ids.ts';
import type { StoredProduct, StoredSubscriptionProduct } from '../ledger/payment-record.ts';
import { rebillCharge } from '../ledger/rebill-charge.ts';
import { normaliseAmount } from './amount-input.ts';

// The products of a checkout and what its payment_data.type allows (spec: POST /checkout,
// Resources → Product): a SALE sells SALE products and may start subscriptions beside them (the
// reference's one-time fee plus a plan: "a subscription checkout may combine rebill and one-time
// payment"); AUTHORIZE authorizes SALE or SUBSCRIPTION products; RECURRING starts at least one
// subscription. A charge on a saved card (MIT_SALE, CIT_SALE) sells SALE products only: it starts
// no subscription. A SUBSCRIPTION product says how often it rebills (charge_interval_value DAY)
// and whether it starts with a trial.

const bad = ApiError.badParameter;

const SUBSCRIPTION_ONLY = [
  'charge_interval',
  'charge_interval_value',
  'is_trial',
  'trial_interval',
  'trial_interval_value',
  'rebill_transaction_amount',
  'rebill_transaction_currency_code',
] as const;

/** Whose products are read: a checkout's payment type, or a charge on a saved card's. */
export type ProductsOf = CheckoutPaymentType | 'MIT_SALE' | 'CIT_SALE';

/** The checkout's currency and its decimals, and its tax rule (rebills charge under it). */
export interface ProductTerms {
  currency: string;
  digits: number;
  tax: TaxRule | null;
}

export function checkoutProducts(
  type: ProductsOf,
  input: readonly CheckoutProductInput[],
  terms: ProductTerms,
): StoredProduct[] {
  const products = input.map((p, i) => storedProduct(type, p, i, terms));
  if (type === 'RECURRING' && !products.some((p) => p.product_type === 'SUBSCRIPTION')) {
    throw bad('products', 'must hold at least one SUBSCRIPTION product for a RECURRING checkout');
  }
  const ids = new Set(products.map((p) => p.product_id));
  if (ids.size !== products.length) throw bad('products', 'must have distinct product_id values');
  return products;
}

function storedProduct(
  type: ProductsOf,
  p: CheckoutProductInput,
  i: number,
  terms: ProductTerms,
): StoredProduct {
  const { currency, digits } = terms;
  const at = `products[${i}]`;
  if (p.is_preselected && !p.is_optional) {
    throw bad(`${at}.is_preselected`, 'applies only to optional products (is_optional true)');
  }
  const price = fromMinorUnits(
    normaliseAmount(`${at}.product_price`, p.product_price, digits, currency),
    digits,
  );
  const base = {
    product_id: p.product_id ?? newId('prd'),
    product_name: p.product_name,
    product_price: price,
    is_optional: p.is_optional ?? false,
    is_preselected: p.is_preselected ?? false,
    ...(p.merchant_product_id !== undefined && { merchant_product_id: p.merchant_product_id }),
    ...(p.product_transaction_price !== undefined && {
      product_transaction_price: fromMinorUnits(
        normaliseAmount(
          `${at}.product_transaction_price`,
          p.product_transaction_price,
          digits,
          currency,
        ),
        digits,
      ),
    }),
  };
  if (p.product_type === 'SALE') {
    const stray = SUBSCRIPTION_ONLY.find((name) => p[name] !== undefined);
    if (stray) throw bad(`${at}.${stray}`, 'applies only to SUBSCRIPTION products');
    return {
      ...base,
      product_type: 'SALE',
      ...(p.product_description !== undefined && { product_description: p.product_description }),
    };
  }
  if (type === 'MIT_SALE' || type === 'CIT_SALE') {
    throw bad(
      `${at}.product_type`,
      `SUBSCRIPTION is not taken by ${type === 'MIT_SALE' ? 'an MIT_SALE' : 'a CIT sale'}: a charge on a saved card starts no subscription (SALE products only)`,
    );
  }
  return subscriptionProduct(p, at, base, price, terms);
}

function subscriptionProduct(
  p: CheckoutProductInput,
  at: string,
  base: Omit<StoredSubscriptionProduct, 'product_type' | keyof SubscriptionTerms>,
  price: string,
  terms: ProductTerms,
): StoredSubscriptionProduct {
  const { currency, digits } = terms;
  const required = (name: string) => bad(`${at}.${name}`, 'is required for a SUBSCRIPTION product');
  if (p.product_description === undefined) throw required('product_description');
  if (p.charge_interval_value === undefined) throw required('charge_interval_value');
  if (p.charge_interval === undefined) throw required('charge_interval');
  if (p.is_trial === undefined) throw required('is_trial');
  if (p.is_trial) {
    if (p.trial_interval_value === undefined) throw required('trial_interval_value');
    if (p.trial_interval === undefined) throw required('trial_interval');
  } else {
    const stray = (['trial_interval_value', 'trial_interval'] as const).find(
      (name) => p[name] !== undefined,
    );
    if (stray) throw bad(`${at}.${stray}`, 'applies only when is_trial is true');
  }
  // What each rebill charges: the price under the tax rule (rebill-charge.ts).
  const rebill = rebillCharge(
    { product_id: base.product_id, product_price: price },
    { currencyCode: currency, tax: terms.tax },
  );
  if (p.rebill_transaction_amount !== undefined) {
    const sent = normaliseAmount(
      `${at}.rebill_transaction_amount`,
      p.rebill_transaction_amount,
      digits,
      currency,
    );
    // Integrations send either the product's price (as they price it) or what each rebill charges
    // (the price with an ON_TOP tax): both name the same rebill; the answer says the charge.
    const text = fromMinorUnits(sent, digits);
    if (text !== rebill.amount && text !== price) {
      throw bad(
        `${at}.rebill_transaction_amount`,
        rebill.amount === price
          ? `must equal product_price (${price})`
          : `must equal product_price (${price}) or what each rebill charges, product_price with the taxOverride's ON_TOP tax (${rebill.amount})`,
      );
    }
  }
  if (
    p.rebill_transaction_currency_code !== undefined &&
    p.rebill_transaction_currency_code !== currency
  ) {
    throw bad(
      `${at}.rebill_transaction_currency_code`,
      `must equal payment_data.currency_code (${currency})`,
    );
  }
  return {
    ...base,
    product_type: 'SUBSCRIPTION',
    product_description: p.product_description,
    charge_interval: p.charge_interval,
    charge_interval_value: p.charge_interval_value,
    is_trial: p.is_trial,
    ...(p.is_trial &&
      p.trial_interval !== undefined &&
      p.trial_interval_value !== undefined && {
        trial_interval: p.trial_interval,
        trial_interval_value: p.trial_interval_value,
      }),
    rebill_transaction_amount: rebill.amount,
    rebill_transaction_currency_code: currency,
  };
}

type SubscriptionTerms = Pick<
  StoredSubscriptionProduct,
  | 'product_description'
  | 'charge_interval'
  | 'charge_interval_value'
  | 'is_trial'
  | 'trial_interval'
  | 'trial_interval_value'
  | 'rebill_transaction_amount'
  | 'rebill_transaction_currency_code'
>;
