// Example requests of the subscription endpoints, shown in the OpenAPI document and sent by
// server/api/merchant/subscription-examples.test.ts to a subscription started by the checkout's
// own example (checkout-examples.ts: merchant_product_id plan-monthly). Edit one here and both follow.

/** PATCH bodies, in the order the document lists them (and the test sends them). */
export const subscriptionChangeExamples = [
  // A price change from the next rebill on, tax included, and a longer period.
  { rebill_transaction_amount: '14.00', charge_interval_value: 30 },
  // The next rebill moved.
  { next_rebill_at: '2030-01-01T09:00:00Z' },
  // Cancelled at the end of the period paid for: expires_at says when.
  { is_rebill_enabled: false },
];

/** The merchant_product_id of the checkout example's subscription. */
export const exampleMerchantProductId = 'plan-monthly';
