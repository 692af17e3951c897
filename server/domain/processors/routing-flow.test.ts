import { afterEach, describe, expect, it } from 'vitest';
import { SANDBOX_MERCHANT_ID } from '../../sandbox/sandbox-merchant.ts';
import { payoutBody, postPayout } from '../../test-support/payouts.ts';
import { runRebills, setClock, startSubscriptions } from '../../test-support/subscriptions.ts';
import {
  cardPaymentBody,
  createTestApp,
  openSession,
  payCard,
  TEST_API_KEY,
  type TestApp,
} from '../../test-support/test-app.ts';
import { chargeBody, postCharge, savedToken } from '../../test-support/token-charges.ts';
import { settleDuePayouts } from '../payouts/settle-payouts.ts';
import { DEFAULT_ROUTING } from '../routing/default-routing.ts';
import type { ProcessorProfile } from '../routing/processor-profile.ts';
import type { RoutingConfiguration, RoutingRule } from '../routing/routing-rules.ts';
import { storeRouting } from '../routing/routing-store.ts';

// Routing and cascading end to end: a merchant's routing document stored, a card paid on the form
// API, and the transaction record and its stored decision audit read back. The card is no test
// card (4111…), so each sandbox processor answers by its behaviour.

let t: TestApp;
afterEach(() => t?.app.close());

/** A card no sandbox table names: its processor's behaviour decides it. */
const PLAIN_CARD = '4111111111111111';

const ALL_YEAR = { from: '2026-01-01T00:00:00Z', to: '2027-01-01T00:00:00Z' };

function acquirer(id: string, behaviour: object = {}, changes: Partial<ProcessorProfile> = {}) {
  return {
    id,
    name: `Acquirer ${id.toUpperCase()}`,
    methods: ['CARD'],
    card_schemes: ['VISA', 'Mastercard'],
    features: {
      partial_refund: true,
      mit: true,
      three_ds: true,
      authorize_capture: true,
      payouts: [],
    },
    fees: [{ percentage: '1.4', fixed: '0.25', currency_code: 'EUR' }],
    behaviour,
    ...changes,
  } as ProcessorProfile;
}

/** Down all year, answering `code`. */
const down = (code: number) => ({ outages: [{ ...ALL_YEAR, code }] });

async function route(processors: ProcessorProfile[], rules: RoutingRule[]): Promise<void> {
  const document: RoutingConfiguration = { processors, rules };
  await storeRouting(t.db, SANDBOX_MERCHANT_ID, document, t.clock.now);
}

const cards = (ids: string[], cascade = true): RoutingRule => ({
  id: 'cards',
  conditions: { methods: ['CARD'] },
  route: { processors: ids },
  cascade,
});

async function lastRecord(): Promise<Record<string, unknown> & { transaction_details: never }> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/v1/transaction?limit=1',
    headers: { 'x-api-key': TEST_API_KEY },
  });
  return res.json().data[0];
}

async function storedAudit(transactionId: string): Promise<{
  explanation: { matched_rule: { id: string } | null; processors: string[] };
  answers: { processor: string; response_code: number }[];
}> {
  const [row] = await t.db.query('SELECT routing FROM transactions WHERE transaction_id = $1', [
    transactionId,
  ]);
  return row?.routing as never;
}

/** Pays a new checkout a second after the last: the newest record is this payment's. */
async function pay(overrides: Record<string, unknown> = {}, number = PLAIN_CARD) {
  t.clock.now = new Date(t.clock.now.getTime() + 1_000);
  return payCard(t, await openSession(t, overrides), { number });
}

describe('routing a card payment', () => {
  it('goes to the default document’s first card acquirer, with its fee', async () => {
    t = await createTestApp();
    expect((await pay()).outcome).toBe('SUCCESS');
    const record = await lastRecord();
    expect(record).toMatchObject({
      transaction_status: 'SUCCESS',
      // 1.4 % of 34.40 EUR is 0.4816, plus 0.25: 0.7316, rounded half up.
      transaction_fee_amount: '0.73',
      transaction_fee_currency_code: 'EUR',
      transaction_details: {
        processor: 'Kassa Sandbox Cards A',
        cascade_attempt: 0,
        has_been_cascaded: false,
      },
    });
    expect(DEFAULT_ROUTING.processors[0]?.name).toBe('Kassa Sandbox Cards A');
  });

  it('cascades over two processors on a soft decline and records the second’s answer', async () => {
    t = await createTestApp();
    await route([acquirer('a', down(2903)), acquirer('b')], [cards(['a', 'b'])]);
    expect((await pay()).outcome).toBe('SUCCESS');
    const record = await lastRecord();
    expect(record).toMatchObject({
      response_code: 1000,
      transaction_details: { processor: 'Acquirer B', cascade_attempt: 1, has_been_cascaded: true },
    });
    const audit = await storedAudit(String(record.transaction_id));
    expect(audit.explanation).toMatchObject({ matched_rule: { id: 'cards' } });
    expect(audit.answers.map((a) => [a.processor, a.response_code])).toEqual([
      ['a', 2903],
      ['b', 1000],
    ]);
  });

  it('cascades over three processors, each soft decline kept for the audit', async () => {
    t = await createTestApp();
    await route(
      [acquirer('a', down(2914)), acquirer('b', down(3901)), acquirer('c')],
      [cards(['a', 'b', 'c'])],
    );
    expect((await pay()).outcome).toBe('SUCCESS');
    const record = await lastRecord();
    expect(record).toMatchObject({
      transaction_details: { processor: 'Acquirer C', cascade_attempt: 2, has_been_cascaded: true },
    });
    const audit = await storedAudit(String(record.transaction_id));
    expect(audit.answers.map((a) => a.response_code)).toEqual([2914, 3901, 1000]);
  });

  it('ends with the last processor’s soft decline when every one of them declines', async () => {
    t = await createTestApp();
    await route([acquirer('a', down(2903)), acquirer('b', down(2914))], [cards(['a', 'b'])]);
    await pay();
    expect(await lastRecord()).toMatchObject({
      response_code: 2914,
      transaction_details: { processor: 'Acquirer B', cascade_attempt: 1, has_been_cascaded: true },
    });
  });

  it('never cascades a hard decline, nor where the rule switches cascading off', async () => {
    t = await createTestApp();
    const insufficient = { approval_profile: [{ when: {}, code: 2004 }] };
    await route([acquirer('a', insufficient), acquirer('b')], [cards(['a', 'b'])]);
    await pay();
    expect(await lastRecord()).toMatchObject({
      response_code: 2004,
      transaction_details: {
        processor: 'Acquirer A',
        cascade_attempt: 0,
        has_been_cascaded: false,
      },
    });

    await route([acquirer('a', down(2903)), acquirer('b')], [cards(['a', 'b'], false)]);
    await pay({ payment_data: { type: 'SALE', currency_code: 'EUR', amount: '34.40' } });
    const record = await lastRecord();
    expect(record).toMatchObject({
      response_code: 2903,
      transaction_details: {
        processor: 'Acquirer A',
        cascade_attempt: 0,
        has_been_cascaded: false,
      },
    });
    const audit = await storedAudit(String(record.transaction_id));
    expect(audit.answers).toHaveLength(1);
  });

  it('a test card’s own outcome wins on every processor: 2004 never cascades, 2903 does', async () => {
    t = await createTestApp();
    await route([acquirer('a'), acquirer('b')], [cards(['a', 'b'])]);
    await pay({}, '4000000000009995');
    expect(await lastRecord()).toMatchObject({
      response_code: 2004,
      transaction_details: { processor: 'Acquirer A', cascade_attempt: 0 },
    });
    // The processor-malfunction card malfunctions on each: tried on both, B's answer stands.
    await pay({}, '4000000000000119');
    expect(await lastRecord()).toMatchObject({
      response_code: 2903,
      transaction_details: { processor: 'Acquirer B', cascade_attempt: 1, has_been_cascaded: true },
    });
  });
});

describe('routing refusals', () => {
  it('2910 when no rule matches, recorded as routing’s own answer', async () => {
    t = await createTestApp();
    await route(
      [acquirer('a')],
      [{ id: 'only-gbp', conditions: { currencies: ['GBP'] }, route: { processors: ['a'] } }],
    );
    const answer = await pay();
    expect(answer.error?.error_code).toBe(2910);
    const record = await lastRecord();
    expect(record).toMatchObject({
      response_code: 2910,
      response_text: 'Routing rule not found',
      transaction_details: { processor: 'Kassa routing', processor_response_code: '2910' },
    });
    const audit = await storedAudit(String(record.transaction_id));
    expect(audit.explanation.matched_rule).toBeNull();
    expect(audit.answers).toEqual([]);
  });

  it('records every first attempt routing refuses the same way: token charges, methods, payouts', async () => {
    t = await createTestApp();
    const token = await savedToken(t);
    await route(
      [acquirer('a')],
      [{ id: 'only-gbp', conditions: { currencies: ['GBP'] }, route: { processors: ['a'] } }],
    );
    const refused = async (): Promise<unknown> => {
      const [row] = await t.db.query(
        `SELECT transaction_type, response_code, processor_response_text, processor_name,
                processor_id, cascade_attempt, routing->'answers' AS answers
           FROM transactions ORDER BY created_at DESC, transaction_id DESC LIMIT 1`,
      );
      return row;
    };
    const byRouting = {
      response_code: 2910,
      processor_response_text: 'Routing: no routing rule matches the payment (docs/routing.md)',
      processor_name: 'Kassa routing',
      processor_id: null,
      cascade_attempt: 0,
      answers: [],
    };
    const next = () => {
      t.clock.now = new Date(t.clock.now.getTime() + 1_000);
    };

    next();
    const mit = await postCharge(t, '/v1/mit-sale?mode=SYNC', chargeBody(token));
    expect(mit.statusCode, mit.body).toBe(200);
    expect(await refused()).toEqual({ transaction_type: 'SALE', ...byRouting });

    next();
    const urls = {
      success_url: 'https://shop.example.test/ok',
      failure_url: 'https://shop.example.test/failed',
    };
    const cit = await postCharge(t, '/v1/cit-sale', chargeBody(token, urls));
    expect(cit.statusCode, cit.body).toBe(200);
    expect(await refused()).toEqual({ transaction_type: 'SALE', ...byRouting });

    next();
    const session = await openSession(t, {
      payment_data: { type: 'SALE', currency_code: 'EUR', methods: ['CARD', 'IDEAL'] },
    });
    const apm = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session}/apm-payments`,
      payload: { method: 'IDEAL' },
    });
    expect(apm.json(), apm.body).toMatchObject({ outcome: 'FAILED', error: { error_code: 2910 } });
    expect(await refused()).toEqual({ transaction_type: 'SALE', ...byRouting });

    next();
    const payout = await postPayout(t, payoutBody('SEPA'));
    expect(payout.statusCode, payout.body).toBe(200);
    expect(await refused()).toEqual({ transaction_type: 'PAYOUT', ...byRouting });
  });

  it('2909 when the rule’s processors do not take the currency', async () => {
    t = await createTestApp();
    await route([acquirer('a', {}, { currencies: ['USD'] })], [cards(['a'])]);
    expect((await pay()).error?.error_code).toBe(2909);
  });

  it('2902 when they take it but lack a feature the payment needs', async () => {
    t = await createTestApp();
    const noCapture = acquirer(
      'a',
      {},
      {
        features: { ...acquirer('a').features, authorize_capture: false },
      },
    );
    await route([noCapture], [cards(['a'])]);
    const authorize = {
      payment_data: { type: 'AUTHORIZE', currency_code: 'EUR', amount: '34.40' },
    };
    expect((await pay(authorize)).error?.error_code).toBe(2902);
    // A SALE needs no capture: the same processor takes it.
    expect((await pay()).outcome).toBe('SUCCESS');
  });

  it('applies a new document at once, without a restart', async () => {
    t = await createTestApp();
    await route([acquirer('a'), acquirer('b')], [cards(['a'])]);
    await pay();
    expect(await lastRecord()).toMatchObject({ transaction_details: { processor: 'Acquirer A' } });
    await route([acquirer('a'), acquirer('b')], [cards(['b'])]);
    await pay();
    expect(await lastRecord()).toMatchObject({ transaction_details: { processor: 'Acquirer B' } });
  });
});

describe('follow-ups go back to the processor that decided', () => {
  it('a refund of a payment cascaded to B is B’s, with B’s refund fee, even after B left the rule', async () => {
    t = await createTestApp();
    const b = acquirer(
      'b',
      {},
      {
        fees: [
          { transaction_kind: 'REFUND', percentage: '0', fixed: '0.10', currency_code: 'EUR' },
          { percentage: '2', fixed: '0', currency_code: 'EUR' },
        ],
      },
    );
    await route([acquirer('a', down(2903)), b], [cards(['a', 'b'])]);
    await pay();
    const sale = await lastRecord();
    expect(sale).toMatchObject({ transaction_fee_amount: '0.69' });
    await route([acquirer('a'), b], [cards(['a'])]);
    t.clock.now = new Date(t.clock.now.getTime() + 1_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/refund',
      headers: { 'x-api-key': TEST_API_KEY },
      payload: { transaction_id: sale.transaction_id, amount: '10.00', currency_code: 'EUR' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await lastRecord()).toMatchObject({
      transaction_type: 'REFUND',
      transaction_fee_amount: '0.10',
      transaction_details: { processor: 'Acquirer B', cascade_attempt: 0 },
    });
  });
});

describe('fees on every kind of transaction, from the deciding processor’s schedule', () => {
  async function listed(type: string): Promise<Record<string, unknown>[]> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/transaction?transaction_type=${type}`,
      headers: { 'x-api-key': TEST_API_KEY },
    });
    return res.json().data;
  }

  it('an MIT sale, a subscription’s rebill, a payout once it succeeds; nothing for a decline', async () => {
    t = await createTestApp();
    // Default document: Cards A charges 1.4 % + 0.25 EUR, the payout provider 0.5 % + 0.50 EUR.
    const token = await savedToken(t);
    const mit = await postCharge(t, '/v1/mit-sale?mode=SYNC', chargeBody(token));
    expect(mit.statusCode, mit.body).toBe(200);
    const mitRecord = (await listed('SALE')).find((r) => r.transaction_amount === '12.00');
    // 1.4 % of 12.00 is 0.168, plus 0.25: 0.418.
    expect(mitRecord).toMatchObject({
      transaction_amount: '12.00',
      transaction_fee_amount: '0.42',
      transaction_details: { processor: 'Kassa Sandbox Cards A' },
    });

    const started = await startSubscriptions(t);
    // The first payment's record says what each rebill will be charged, as does the subscription.
    const first = (await listed('SALE')).find((r) => r.transaction_id === started.transactionId);
    if (!first) throw new Error('the subscription checkout has no SALE record');
    expect((first.payment as { products: unknown[] }).products).toMatchObject([
      { product_type: 'SUBSCRIPTION', rebill_transaction_fee_amount: '0.42' },
    ]);
    const [subscription] = await t.db.query(
      'SELECT transaction_fee_amount, transaction_fee_currency_code FROM subscriptions WHERE subscription_id = $1',
      [started.subscriptionIds[0]],
    );
    expect(subscription).toEqual({
      transaction_fee_amount: '0.42',
      transaction_fee_currency_code: 'EUR',
    });
    setClock(t, '2026-12-23T10:00:00.000Z');
    await runRebills(t);
    const rows = await t.db.query(
      `SELECT t.transaction_id FROM transactions t JOIN payments p USING (payment_id)
       WHERE p.payment_type = 'RECURRING_REBILL' AND p.initial_subscription_id = $1`,
      [started.subscriptionIds[0]],
    );
    expect(rows).toHaveLength(1);
    const rebill = (await listed('SALE')).find((r) => r.transaction_id === rows[0]?.transaction_id);
    expect(rebill).toMatchObject({ transaction_amount: '12.00', transaction_fee_amount: '0.42' });

    const payout = await postPayout(t, payoutBody('SEPA'));
    expect(payout.statusCode, payout.body).toBe(200);
    expect((await listed('PAYOUT'))[0]).toMatchObject({
      transaction_status: 'PENDING',
      transaction_fee_amount: '0.00',
    });
    t.clock.now = new Date(t.clock.now.getTime() + 3_600_000);
    await settleDuePayouts({
      db: t.db,
      now: () => t.clock.now,
      processors: t.processors,
      log: { error: () => undefined },
      onPostback: () => undefined,
    });
    // 0.5 % of 310.00 is 1.55, plus 0.50.
    expect((await listed('PAYOUT'))[0]).toMatchObject({
      transaction_status: 'SUCCESS',
      transaction_fee_amount: '2.05',
      transaction_details: { processor: 'Kassa Sandbox Payouts' },
    });

    await payCard(t, await openSession(t), { number: '4000000000009995' });
    const [declined] = await t.app
      .inject({
        method: 'GET',
        url: '/v1/transaction?response_code=2004',
        headers: { 'x-api-key': TEST_API_KEY },
      })
      .then((res) => res.json().data);
    expect(declined).toMatchObject({ transaction_fee_amount: '0.00' });
  });
});

describe('a card kept without consent: a processor returning network tokens', () => {
  const urls = {
    success_url: 'https://shop.example.test/ok',
    failure_url: 'https://shop.example.test/failed',
  };

  async function tokenOfLastPayment(): Promise<string> {
    const [row] = await t.db.query(
      'SELECT payment_token_id FROM payments WHERE payment_token_id IS NOT NULL ORDER BY created_at DESC, payment_id DESC LIMIT 1',
    );
    return String(row?.payment_token_id);
  }

  it('keeps the token of an unticked one-time sale with cof_consent_skipped; MIT is refused 2911, a CIT is not', async () => {
    t = await createTestApp();
    const networkTokens = { ...acquirer('a').features, network_tokens: true };
    await route([acquirer('a', {}, { features: networkTokens })], [cards(['a'])]);

    const unticked = await pay();
    expect(unticked.outcome).toBe('SUCCESS');
    const record = await lastRecord();
    expect(record).toMatchObject({
      transaction_details: { cof_consent_skipped: true },
      payment_details: { payment_token_type: 'CARD' },
    });
    const token = await tokenOfLastPayment();
    const mit = await postCharge(t, '/v1/mit-sale', chargeBody(token));
    expect(mit.statusCode).toBe(400);
    expect(mit.json().error_message ?? mit.body).toContain('2911');
    const cit = await postCharge(t, '/v1/cit-sale', chargeBody(token, urls));
    expect(cit.statusCode, cit.body).toBe(200);

    // The box ticked: the shopper's consent, and the merchant may charge the card.
    t.clock.now = new Date(t.clock.now.getTime() + 1_000);
    const ticked = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${await openSession(t)}/payments`,
      payload: { ...cardPaymentBody({ number: PLAIN_CARD }), save_card: true },
    });
    expect(ticked.json().outcome, ticked.body).toBe('SUCCESS');
    expect(await lastRecord()).toMatchObject({
      transaction_details: { cof_consent_skipped: false },
    });
    const kept = await postCharge(t, '/v1/mit-sale', chargeBody(await tokenOfLastPayment()));
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('leaves the checkout sale’s consent where the processor returns no network token', async () => {
    t = await createTestApp();
    await route([acquirer('a')], [cards(['a'])]);
    await pay();
    expect(await lastRecord()).toMatchObject({
      transaction_details: { cof_consent_skipped: false },
    });
    const mit = await postCharge(t, '/v1/mit-sale', chargeBody(await tokenOfLastPayment()));
    expect(mit.statusCode, mit.body).toBe(200);
  });
});
