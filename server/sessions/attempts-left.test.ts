import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app.ts';
import { checkoutBody, createTestApp, TEST_API_KEY } from '../testing/test-app.ts';

// Issue 13, finding 10: after a success the session view said attempts_left 4 while the payment
// answer said 0. Both now come from one function of the session's state.

let t: TestApp;
afterEach(() => t?.app.close());

async function newSession(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/checkout',
    headers: { 'x-api-key': TEST_API_KEY },
    payload: checkoutBody(),
  });
  return new URL(res.json().data.session.redirect_url).pathname.split('/').pop() ?? '';
}

const pay = async (token: string, number: string, holder_name = 'Ann Example') =>
  (
    await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${token}/payments`,
      payload: {
        method: 'CARD',
        card: { number, expiry_month: 12, expiry_year: 2030, security_code: '123', holder_name },
      },
    })
  ).json();
const view = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/sessions/${token}` })).json();

describe('attempts_left', () => {
  it.each([
    ['a success', '4242424242424242', 'Ann Example', 'SUCCESS', 'SUCCEEDED', 0],
    ['a final failure', '4242424242424242', 'FORCE 2903', 'FAILED', 'FAILED', 0],
    ['a pending payment', '4000000000000077', 'Ann Example', 'PENDING', 'PROCESSING', 0],
    ['a decline the shopper can fix', '4000000000009995', 'Ann Example', 'RETRY', 'OPEN', 4],
  ])(
    'is the same in the answer and the session view after %s',
    async (_, number, holder, outcome, state, left) => {
      t = await createTestApp();
      const token = await newSession();
      const answer = await pay(token, number, holder);
      expect(answer).toMatchObject({ outcome, attempts_left: left });
      expect(await view(token)).toMatchObject({ state, attempts_left: left });
    },
  );
});
