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

/**
 * A one-time fee of 15.00 and a subscription of 10.00 every 30 days in one SALE of 25.00 (the
 * reference's first use case; it writes it with `type`, `name`, `price` and `charge`).
 */
const feeAndSubscription = {
  payment_data: { type: 'SALE', currency_code: 'EUR', amount: '25.00' },
  customer: { merchant_customer_id: 'cust-3', email: 'cy@example.com', country_code: 'DE' },
  callback: {
    success_url: 'https://shop.example.com/orders/1003/paid',
    failure_url: 'https://shop.example.com/orders/1003/failed',
  },
  products: [
    {
      product_type: 'SALE',
      product_name: 'Setup fee',
      product_description: 'One-time setup',
      product_price: '15.00',
    },
    {
      product_type: 'SUBSCRIPTION',
      product_name: 'Monthly plan',
      product_description: 'Billed every 30 days',
      product_price: '10.00',
      charge_interval: 'DAY',
      charge_interval_value: 30,
      is_trial: false,
    },
  ],
};

/**
 * An alternative method with the customer given (the reference's second use case; it sends the
 * e-mail and phone in additional_info too): the hosted page goes straight to Kakao Pay.
 */
const straightToKakaoPay = {
  payment_data: { type: 'SALE', methods: ['KAKAO_PAY'], currency_code: 'KRW', amount: '25000' },
  customer: {
    merchant_customer_id: 'cust-4',
    email: 'ann@example.com',
    phone_number: '+82 10 1234 5678',
  },
  callback: {
    success_url: 'https://shop.example.com/orders/1004/paid',
    failure_url: 'https://shop.example.com/orders/1004/failed',
  },
  products: [{ product_type: 'SALE', product_name: 'Gift card', product_price: '25000' }],
  additional_info: { customer_full_name: 'Ann Lee' },
};

/** Every example body of POST /v1/checkout, in the order the document lists them. */
export const checkoutExamples = [
  hostedSale,
  subscriptionWithTrial,
  feeAndSubscription,
  straightToKakaoPay,
];
