// Example requests of POST /v1/checkout: the route schema shows them in the OpenAPI
// document (server/openapi/), and server/api/docs/examples.test.ts sends every example the
// document holds and expects the status it documents. Edit one here and both follow.

/** A one-time card sale on the hosted page: the smallest body most shops send. */
const hostedSale = {
  payment_data: {
    type: 'SALE',
    currency_code: 'EUR',
    amount: '34.40',
    merchant_payment_id: 'order-1001',
    language: 'en-us',
    shop_name: 'Example Coffee',
  },
  customer: { merchant_customer_id: 'cust-1', email: 'ann@example.com', country_code: 'DE' },
  callback: {
    success_url: 'https://shop.example.com/orders/1001/paid',
    failure_url: 'https://shop.example.com/orders/1001/failed',
  },
  products: [
    { product_type: 'SALE', product_name: 'Whole beans, 1 kg', product_price: '24.90' },
    { product_type: 'SALE', product_name: 'Cup', product_price: '9.50' },
  ],
};

/** A subscription with a 14-day trial, then 12.00 every 30 days, paid by card. */
const subscriptionWithTrial = {
  payment_data: {
    type: 'RECURRING',
    currency_code: 'EUR',
    methods: ['CARD'],
    merchant_payment_id: 'order-1002',
    language: 'de-de',
  },
  customer: { merchant_customer_id: 'cust-2', email: 'bo@example.com', country_code: 'DE' },
  callback: {
    success_url: 'https://shop.example.com/orders/1002/paid',
    failure_url: 'https://shop.example.com/orders/1002/failed',
  },
  products: [
    {
      product_type: 'SUBSCRIPTION',
      merchant_product_id: 'plan-monthly',
      product_name: 'Monthly coffee',
      product_description: 'A bag of beans every 30 days',
      product_price: '12.00',
      charge_interval: 'DAY',
      charge_interval_value: 30,
      is_trial: true,
      trial_interval: 'DAY',
      trial_interval_value: 14,
    },
  ],
};

/** Every example body of POST /v1/checkout, in the order the document lists them. */
export const checkoutExamples = [hostedSale, subscriptionWithTrial];
