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
