// Requests as integrations written for the live service send them to the endpoints after the
// checkout: its TypeScript client library, and merchants' services built on clients generated
// from an OpenAPI document (Kotlin with Jackson, Next.js). Written for this suite from what those
// clients put on the wire; client-requests.test.ts sends each one, unchanged but for the ids an
// earlier step made, and expects it to be taken.

type Body = Record<string, unknown>;

const shopper = {
  merchant_customer_id: 'cust-1',
  email: 'ann@example.com',
  country_code: 'DE',
};

const urls = {
  success_url: 'https://shop.example.test/paid',
  failure_url: 'https://shop.example.test/not-paid',
};

/** GET /v1/transaction as the client library lists: its names, a type list, an unencoded `+`. */
export const listQueries = {
  /** The first page of a month's sales and refunds that succeeded, two at a time. */
  firstPage:
    'created_at_from=2026-11-01T00:00:00+01:00&created_at_to=2026-12-01T00:00:00Z' +
    '&transaction_type=SALE,REFUND&response_code=1000&limit=2',
  /** The reference's list: response codes separated by a comma and a space, its largest page. */
  referenceList: 'response_code=1000, 2000&limit=1000',
  /** The same range in the names Kassa answered to first. */
  olderNames: 'created_from=2026-11-01T00:00:00%2B01:00&created_to=2026-12-01T00:00:00Z&limit=2',
};

/**
 * POST /v1/refund: a partial refund with its currency and the actor (the fields of the live
 * service's reference: transaction_id, amount, currency_code, reason, initiated_by), and a full one.
 */
export const refundBodies = {
  partial: (transactionId: string): Body => ({
    transaction_id: transactionId,
    amount: 5.0,
    currency_code: 'EUR',
    reason: 'Damaged on arrival',
    initiated_by: 'support-agent-17',
  }),
  full: (transactionId: string): Body => ({
    transaction_id: transactionId,
    initiated_by: 'nightly-refund-job',
  }),
  otherCurrency: (transactionId: string): Body => ({
    transaction_id: transactionId,
    amount: '5.00',
    currency_code: 'USD',
  }),
};

/** The library's `mit.sale`: products in the checkout's short names, no type. */
export const mitSale = (paymentTokenId: string): Body => ({
  payment_token_id: paymentTokenId,
  payment_method: 'CARD',
  ...shopper,
  amount: 5.0,
  currency_code: 'EUR',
  products: [{ name: 'Rebill', price: 5.0 }],
});

/** A flat sale in the short names, products without a type, no language. */
export const flatSale: Body = {
  payment_method: 'CARD',
  ...shopper,
  amount: 12.5,
  currency_code: 'EUR',
  ...urls,
  products: [
    { name: 'Filter papers', price: 2.5 },
    { name: 'Ground coffee', price: 10 },
  ],
};

/** A checkout from a Jackson client: every optional field sent, null when unset. */
export const checkoutWithNulls: Body = {
  payment_data: {
    ui_mode: null,
    type: 'SALE',
    methods: null,
    amount: 12.5,
    currency_code: 'EUR',
    merchant_payment_id: null,
    language: null,
    shop_name: 'Beans & Co',
    shop_url: null,
    forced_3d: null,
  },
  customer: {
    merchant_customer_id: 'cust-1',
    email: null,
    country_code: null,
    first_name: null,
    last_name: null,
    phone_number: null,
  },
  callback: urls,
  products: [
    {
      product_type: 'SALE',
      product_id: null,
      merchant_product_id: null,
      product_name: 'Ground coffee',
      product_description: null,
      product_price: '12.50',
      is_optional: null,
    },
  ],
  payment_form_override: null,
  taxOverride: null,
  additional_info: { payment_token_id: null, customer_full_name: null },
};

/** The same client's flat sale and token charge, unset fields as nulls. */
export const flatSaleWithNulls: Body = {
  ...flatSale,
  merchant_payment_id: null,
  language: null,
  forced_3d: null,
  shop_name: null,
  shop_url: null,
  payment_form_override: null,
};

export const mitSaleWithNulls = (paymentTokenId: string): Body => ({
  ...mitSale(paymentTokenId),
  merchant_payment_id: null,
  language: null,
  success_url: null,
  failure_url: null,
  shop_name: null,
  shop_url: null,
});

/** The library's token request, with a bare two-letter language. */
export const tokenRequest: Body = {
  payment_method: 'CARD',
  ...shopper,
  language: 'en',
  ...urls,
};

/** The library's `checkout.subscribe`: a SUBSCRIPTION product of name, price, charge and trial. */
export const subscribeCheckout: Body = {
  payment_data: { type: 'SUBSCRIPTION', currency_code: 'USD', language: 'en' },
  customer: { merchant_customer_id: 'reader-9' },
  callback: urls,
  products: [
    {
      type: 'SUBSCRIPTION',
      name: 'Daily news, monthly',
      price: 9.99,
      charge: { value: 30, interval: 'DAY' },
      trial: { value: 7, interval: 'DAY' },
    },
  ],
};
