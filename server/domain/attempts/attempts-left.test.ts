import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { createTestApp, openSession, payCard } from '../../test-support/test-app.ts';

// After a success the session view said attempts_left 4 while the payment
// answer said 0. Both now come from one function of the session's state.

let t: TestApp;
afterEach(() => t?.app.close());

const newSession = (): Promise<string> => openSession(t);

const pay = (token: string, number: string, holder_name = 'Ann Example') =>
  payCard(t, token, { number, holder_name: holder_name });
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
