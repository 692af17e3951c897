import type { SessionState, ShopperCustomerField } from '../../../common/contract/session-api.ts';
import type { UiMode } from '../../../common/contract/ui-modes.ts';
import type { TaxRule } from '../../../common/money/tax.ts';
import type { PaymentFormOverride } from '../../../themes/payment-form-override.ts';
import { CHECKOUT_PAYMENT_TYPES } from '../../contract/checkout-schema.ts';

/**
 * What a stored payment can be: a checkout's type; TOKEN (POST /v1/token), a session
 * where the shopper saves a card without paying; a charge on a payment token:
 * without the shopper (POST /v1/mit-sale, /v1/mit-authorize), or confirmed by the shopper with
 * 3-D Secure (POST /v1/cit-sale: CIT_SALE, a SALE to the merchant — payment-view.ts — whose
 * session page shows only the challenge); a PAYOUT (POST /v1/payout), money sent to the
 * customer, whose session is closed from the start (server/domain/payouts/); or a subscription's
 * rebill on its card on file (RECURRING_REBILL, server/domain/subscriptions/rebill.ts).
 */
export const STORED_PAYMENT_TYPES = [
  ...CHECKOUT_PAYMENT_TYPES,
  'TOKEN',
  'MIT_SALE',
  'MIT_AUTHORIZE',
  'CIT_SALE',
  'PAYOUT',
  'RECURRING_REBILL',
] as const;
export type StoredPaymentType = (typeof STORED_PAYMENT_TYPES)[number];

/** The payment types a checkout session is opened with (open-checkout.ts). */
export type SessionPaymentType = Extract<
  StoredPaymentType,
  (typeof CHECKOUT_PAYMENT_TYPES)[number] | 'TOKEN'
>;

// The payment as the server holds it: one checkout, its session and its outcome.

interface StoredProductBase {
  product_id: string;
  merchant_product_id?: string;
  product_name: string;
  product_description?: string;
  /** Normalised to the currency's decimals. */
  product_price: string;
  product_transaction_price?: string;
  is_optional: boolean;
  is_preselected: boolean;
}

export interface StoredSaleProduct extends StoredProductBase {
  product_type: 'SALE';
}

/** Charged every `charge_interval_value` days; in a trial, the first charge is free today. */
export interface StoredSubscriptionProduct extends StoredProductBase {
  product_type: 'SUBSCRIPTION';
  product_description: string;
  charge_interval: 'DAY';
  charge_interval_value: number;
  is_trial: boolean;
  /** Present exactly when is_trial. */
  trial_interval?: 'DAY';
  trial_interval_value?: number;
  /**
   * What each rebill charges, tax included, in the checkout's currency. Payments stored before
   * the rebills existed hold the price before an ON_TOP tax here: what is shown is always worked
   * out from product_price by rebill-charge.ts, never read from this field.
   */
  rebill_transaction_amount: string;
  rebill_transaction_currency_code: string;
}

export type StoredProduct = StoredSaleProduct | StoredSubscriptionProduct;

/**
 * The checkout's `additional_info`, as stored (its `phone` and `email` became the customer's
 * phone_number and email). payment_token_id is a token of this merchant and customer, for the
 * saved-card form; the full name starts the card holder field and names the payer on the sandbox
 * provider page; the crypto fields are shown on the CRYPTO method's provider page.
 */
export interface StoredAdditionalInfo {
  payment_token_id?: string;
  customer_full_name?: string;
  crypto_network?: string;
  crypto_address?: string;
  /** Where the customer takes crypto back (a refund or a payout), beside the paying address. */
  crypto_withdrawal_address?: string;
}

/**
 * What the checkout knows about the customer. `email` and `country_code` are absent when the
 * merchant sent only `merchant_customer_id`: the form asks the shopper for them.
 */
export interface StoredCustomer {
  email?: string;
  country_code?: string;
  first_name?: string;
  last_name?: string;
  phone_number?: string;
  /**
   * The fields above that the shopper entered on the form, not the merchant: a later attempt may
   * correct them, and the form keeps asking for them. Absent while the shopper entered none.
   */
  shopper_entered?: ShopperCustomerField[];
}

/** The last failed attempt: its code, the shopper's message and the spec's response message. */
export interface LastError {
  error_code: number;
  /** Recommended customer message (spec: Recommended customer messages). */
  error_message: string;
  /** The response code's own message, sent to failure_url. */
  response_message: string;
}

export interface PaymentRecord {
  paymentId: string;
  merchantId: string;
  paymentType: StoredPaymentType;
  paymentMethod: string;
  uiMode: UiMode;
  methods: string[];
  state: SessionState;
  merchantPaymentId: string | null;
  merchantCustomerId: string;
  customer: StoredCustomer;
  /** What the shopper pays for the default selection (tax included), normalised decimal string. */
  amount: string;
  currencyCode: string;
  /**
   * `amount` in the merchant's base currency when the payment was made (base-amount.ts), and that
   * currency; null for a payment made before base amounts, or in a currency without a rate.
   */
  baseAmount: string | null;
  baseCurrencyCode: string | null;
  language: string | null;
  tax: TaxRule | null;
  /** The tax inside `amount` under `tax`, normalised decimal string. */
  taxAmount: string | null;
  /** Null only for an MIT payment whose request named none (no shopper is redirected). */
  successUrl: string | null;
  failureUrl: string | null;
  shopName: string | null;
  shopUrl: string | null;
  forced3d: boolean;
  products: StoredProduct[];
  /** Checked by themes/validate-override.ts when the checkout was created. */
  paymentFormOverride: PaymentFormOverride | null;
  sessionToken: string;
  createdAt: Date;
  expiresAt: Date;
  attempts: number;
  lastError: LastError | null;
  /**
   * The token a successful payment saved, or, for an MIT/CIT payment, the token it charges (set
   * from the start: such a payment saves no token of its own and takes one attempt).
   */
  paymentTokenId: string | null;
  additionalInfo: StoredAdditionalInfo | null;
  /** A RECURRING_REBILL's subscription; null for every other payment. */
  initialSubscriptionId: string | null;
}

/**
 * What a transaction's record (transaction-view.ts) repeats of its payment, as the checkout
 * answered it minus the session: the columns GET /v1/transaction reads of a page's payments.
 */
export const RECORDED_PAYMENT_FIELDS = [
  'paymentId',
  'initialSubscriptionId',
  'paymentType',
  'paymentMethod',
  'createdAt',
  'merchantId',
  'merchantPaymentId',
  'merchantCustomerId',
  'customer',
  'amount',
  'language',
  'currencyCode',
  'baseAmount',
  'baseCurrencyCode',
  'tax',
  'taxAmount',
  'forced3d',
  'successUrl',
  'failureUrl',
  'paymentTokenId',
  'shopName',
  'shopUrl',
  'products',
] as const satisfies readonly (keyof PaymentRecord)[];

export type RecordedPayment = Pick<PaymentRecord, (typeof RECORDED_PAYMENT_FIELDS)[number]>;
