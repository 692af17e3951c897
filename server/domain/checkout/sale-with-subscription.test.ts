import { afterEach, describe, expect, it } from 'vitest';
import { recordProblems, subscriptionProblems } from '../../test-support/merchant-webhook.ts';
import { queuedPostbacks, runRebills, setClock } from '../../test-support/subscriptions.ts';
import {
  checkoutBody,
  createTestApp,
  payCard,
  postCheckout,
  type TestApp,
} from '../../test-support/test-app.ts';
import { chargeBody, postCharge, tokenOfCard } from '../../test-support/token-charges.ts';

// The reference's first checkout use case: a SALE that sells a one-time fee and starts a
// subscription beside it, written as its example writes it (short names, prices as JSON numbers,
// `charge: {value, interval}`). The form charges the sum now and says what the shopper agrees to;
// the success starts the subscription, whose rebills charge its price on the card kept.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

/** The reference's example: 15.0 once, 10.0 every 30 days, payment_data.type SALE, amount 25.0. */
const referenceExample = () =>
  checkoutBody({
    payment_data: {
      type: 'SALE',
      currency_code: 'EUR',
      amount: 25.0,
      merchant_payment_id: 'order-fee-and-plan',
      shop_name: 'Test Shop',
    },
    products: [
      { type: 'SALE', name: 'Setup fee', description: 'One-time setup', price: 15.0 },
      {
        type: 'SUBSCRIPTION',
        name: 'Monthly plan',
        description: 'Billed every 30 days',
        price: 10.0,
        charge: { value: 30, interval: 'DAY' },
      },
    ],
  });

const tokenOf = (redirectUrl: string): string =>
  new URL(redirectUrl).pathname.split('/').pop() ?? '';

describe('a SALE checkout with a one-time fee and a subscription', () => {
  it('is taken as the reference writes it: the sum is the amount, the plan rebills its price', async () => {
    t = await createTestApp();
    const res = await postCheckout(t, referenceExample());
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ payment_type: 'SALE', amount: '25.00', currency_code: 'EUR' });
    expect(data.products).toEqual([
      expect.objectContaining({ product_type: 'SALE', product_price: '15.00' }),
      expect.objectContaining({
        product_type: 'SUBSCRIPTION',
        product_price: '10.00',
        charge_interval: 'DAY',
        charge_interval_value: 30,
        is_trial: false,
        rebill_transaction_amount: '10.00',
        rebill_transaction_currency_code: 'EUR',
      }),
    ]);
    // The form shows the plan's terms, which are what the shopper agrees to by paying.
    const view = (
      await t.app.inject({ url: `/api/sessions/${tokenOf(data.session.redirect_url)}` })
    ).json();
    expect(view.amount).toBe('25.00');
    expect(view.products[0]).not.toHaveProperty('subscription');
    expect(view.products[1].subscription).toEqual({
      charge_interval: 'DAY',
      charge_interval_value: 30,
      rebill_price: '10.00',
    });
  });

  it('charges 25.00 now, starts the subscription with its postbacks, and rebills 10.00 on the card kept', async () => {
    t = await createTestApp();
    const res = await postCheckout(t, referenceExample());
    const { payment_id: paymentId, session } = res.json().data;
    expect((await payCard(t, tokenOf(session.redirect_url))).outcome).toBe('SUCCESS');

    const queued = await queuedPostbacks(t);
    expect(queued.map((p) => p.type)).toEqual(['TRANSACTION', 'SUBSCRIPTION']);
    const [transaction, subscription] = queued.map((p) => p.data);
    expect(recordProblems(transaction)).toEqual([]);
    expect(subscriptionProblems(subscription)).toEqual([]);
    expect(transaction).toMatchObject({
      transaction_type: 'SALE',
      transaction_status: 'SUCCESS',
      transaction_amount: '25.00',
      payment: { payment_id: paymentId, payment_type: 'SALE', amount: '25.00' },
    });
    const tokenId = (transaction?.payment as { payment_token_id?: string } | undefined)
      ?.payment_token_id;
    expect(tokenId).toMatch(/^tok_/);
    expect(subscription).toMatchObject({
      payment_id: paymentId,
      initial_transaction_id: transaction?.transaction_id,
      subscription_status: 'ACTIVE',
      rebill_transaction_amount: '10.00',
      next_rebill_at: '2026-12-22T10:00:00.000Z',
    });
    // The rebills charge the card this SALE kept, as a RECURRING checkout's do.
    const [row] = await t.db.query(
      'SELECT payment_token_id FROM subscriptions WHERE payment_id = $1',
      [paymentId],
    );
    expect(row?.payment_token_id).toBe(tokenId);

    setClock(t, '2026-12-22T10:00:00.000Z');
    expect(await runRebills(t)).toBe(1);
    const rebill = (await queuedPostbacks(t)).slice(2);
    expect(rebill.map((p) => p.type)).toEqual(['TRANSACTION', 'SUBSCRIPTION']);
    expect(rebill[0]?.data).toMatchObject({
      transaction_type: 'SALE',
      transaction_status: 'SUCCESS',
      transaction_amount: '10.00',
      payment: { payment_type: 'RECURRING_REBILL', amount: '10.00' },
    });
  });

  it('a declined SALE starts nothing', async () => {
    t = await createTestApp();
    const res = await postCheckout(t, referenceExample());
    const answer = await payCard(t, tokenOf(res.json().data.session.redirect_url), {
      number: '4000000000009995',
    });
    expect(answer.outcome).not.toBe('SUCCESS');
    expect((await queuedPostbacks(t)).map((p) => p.type)).toEqual(['TRANSACTION']);
    expect(await t.db.query('SELECT subscription_id FROM subscriptions')).toEqual([]);
  });

  it('still refuses a SALE with nothing to charge today, and a subscription on a saved-card charge', async () => {
    t = await createTestApp();
    const trialOnly = await postCheckout(
      t,
      checkoutBody({
        payment_data: { type: 'SALE', currency_code: 'EUR' },
        products: [
          {
            type: 'SUBSCRIPTION',
            name: 'Plan',
            price: 10,
            charge: { value: 30, interval: 'DAY' },
            trial: { value: 7, interval: 'DAY' },
          },
        ],
      }),
    );
    expect(trialOnly.statusCode).toBe(400);
    expect(trialOnly.json().errors[0].error_message).toContain(
      'products must add up to more than zero',
    );
    // A charge on a saved card has no shopper to agree to a plan: it starts no subscription.
    const token = await tokenOfCard(t, '4242424242424242');
    const mit = await postCharge(
      t,
      '/v1/mit-sale',
      chargeBody(token, {
        amount: '10.00',
        products: [
          {
            type: 'SUBSCRIPTION',
            name: 'Plan',
            price: 10,
            charge: { value: 30, interval: 'DAY' },
          },
        ],
      }),
    );
    expect(mit.statusCode).toBe(400);
    expect(mit.json().errors[0].error_message).toBe(
      'products[0].type SUBSCRIPTION is not taken by an MIT_SALE: a charge on a saved card starts no subscription (SALE products only)',
    );
  });
});
