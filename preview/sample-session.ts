// The checkout the preview shows: a plausible shop, no backend. Its clock is the real one so the
// form's expiry check (expires_at − server_time) keeps the session open while the designer works.
import type { SessionView } from '../src/contract/session-api.ts';

const SESSION_MINUTES = 15;

export function sampleSession(now: Date = new Date()): SessionView {
  return {
    state: 'OPEN',
    payment_id: 'pay_preview',
    ui_mode: 'HOSTED',
    amount: '34.40',
    currency_code: 'EUR',
    language: 'en-us',
    shop_name: 'Kassa Demo Shop',
    products: [
      {
        product_id: 'beans',
        product_name: 'Espresso beans, 1 kg',
        product_price: '24.90',
        is_optional: false,
        is_preselected: false,
      },
      {
        product_id: 'cup',
        product_name: 'Ceramic cup',
        product_price: '9.50',
        is_optional: false,
        is_preselected: false,
      },
    ],
    methods: ['CARD'],
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + SESSION_MINUTES * 60_000).toISOString(),
    server_time: now.toISOString(),
    attempts_left: 3,
  };
}

/**
 * The sample as a subscription order: a coffee plan with a 14-day free trial, 9.90
 * every 30 days after it, and the cup, a one-time product, which is all that is paid today.
 */
export function subscriptionOrder(sample: SessionView): SessionView {
  const cup = sample.products.find((product) => product.product_id === 'cup');
  return {
    ...sample,
    amount: cup?.product_price ?? '0.00',
    products: [
      {
        product_id: 'coffee-plan',
        product_name: 'Coffee subscription',
        product_description: 'Espresso beans, 1 kg',
        product_price: '0.00',
        is_optional: false,
        is_preselected: false,
        subscription: {
          charge_interval: 'DAY',
          charge_interval_value: 30,
          rebill_price: '9.90',
          trial: { interval: 'DAY', interval_value: 14 },
        },
      },
      ...(cup ? [cup] : []),
    ],
  };
}
