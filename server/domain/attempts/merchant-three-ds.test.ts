import { afterEach, describe, expect, it } from 'vitest';
import { SANDBOX_MERCHANT_ID } from '../../sandbox/sandbox-merchant.ts';
import {
  cardPaymentBody,
  checkoutBody,
  createTestApp,
  openSession,
  payCard,
  type TestApp,
} from '../../test-support/test-app.ts';
import type { ProcessorProfile } from '../routing/processor-profile.ts';
import { cardProcessor } from '../routing/routing.fixture.ts';
import type { ThreeDsSettings } from '../routing/routing-rules.ts';
import { storeRouting } from '../routing/routing-store.ts';

// The merchant's three_ds section (docs/routing.md: 3-D Secure rules) on first attempts through
// the form's API, in process: whether a card that is no 3-D Secure test card is authenticated,
// how (the processor's profile), what routing refuses, and what the attempt's audit keeps.

let t: TestApp;
afterEach(() => t?.app.close());

/** A card the sandbox approves with no 3-D Secure of its own; its BIN 424242 is a US card. */
const PLAIN = '4242424242424242';
/** A 3-D Secure test card: challenged whatever the merchant says. */
const CHALLENGE_CARD = '4000000000003220';

/** Stores a document of one card rule over `processors` (in order) with `threeDs`. */
async function merchantRouting(
  threeDs: ThreeDsSettings,
  processors: readonly ProcessorProfile[] = [cardProcessor('acquirer')],
): Promise<void> {
  await storeRouting(
    t.db,
    SANDBOX_MERCHANT_ID,
    {
      processors,
      rules: [
        {
          id: 'cards',
          conditions: { methods: ['CARD'] },
          route: { processors: processors.map((processor) => processor.id) },
        },
      ],
      three_ds: threeDs,
    },
    new Date(),
  );
}

const frictionless = (id: string) => cardProcessor(id, { behaviour: { three_ds: 'frictionless' } });
const without3ds = (id: string) =>
  cardProcessor(id, {
    features: { ...cardProcessor(id).features, three_ds: false },
  });

/** A session of 34.40 EUR (checkoutBody), `paymentData` merged into its payment_data. */
const session = (paymentData: Record<string, unknown> = {}) =>
  openSession(t, { payment_data: { ...(checkoutBody().payment_data as object), ...paymentData } });

interface Recorded {
  type: string;
  code: number;
  processor: string;
  threeDs: { request: string; rule: number | null; reason: string } | undefined;
}

/** The transactions recorded, THREE_DS before SALE, with the audit's 3-D Secure answer. */
async function recorded(): Promise<Recorded[]> {
  const rows = await t.db.query(
    `SELECT transaction_type, response_code, processor_name, routing FROM transactions
     ORDER BY CASE transaction_type WHEN 'THREE_DS' THEN 0 ELSE 1 END`,
  );
  return rows.map((row) => {
    const routing = typeof row.routing === 'string' ? JSON.parse(row.routing) : row.routing;
    return {
      type: String(row.transaction_type),
      code: Number(row.response_code),
      processor: String(row.processor_name),
      threeDs: routing?.three_ds,
    };
  });
}

describe("the merchant's 3-D Secure rules on a card payment", () => {
  it('always: a card that is no 3-D Secure test card is challenged by a processor whose profile is challenge', async () => {
    t = await createTestApp();
    await merchantRouting({ mode: 'always' });
    const answer = await payCard(t, await session(), { number: PLAIN });
    expect(answer).toMatchObject({ outcome: 'ACTION', action: { kind: 'three_ds' } });
  });

  it('always: a frictionless processor authenticates it without a challenge, THREE_DS 1301 then SALE 1000, and the audit says why', async () => {
    t = await createTestApp();
    await merchantRouting({ mode: 'always' }, [frictionless('smooth')]);
    const answer = await payCard(t, await session(), { number: PLAIN });
    expect(answer.outcome).toBe('SUCCESS');
    const always = { request: 'REQUIRED', rule: null, reason: 'three_ds.mode is always' };
    expect(await recorded()).toEqual([
      { type: 'THREE_DS', code: 1301, processor: 'Acquirer smooth', threeDs: always },
      { type: 'SALE', code: 1000, processor: 'Acquirer smooth', threeDs: always },
    ]);
  });

  it('always: routing takes only a processor with 3-D Secure, and refuses with 2902 when the rule has none', async () => {
    t = await createTestApp();
    await merchantRouting({ mode: 'always' }, [without3ds('plain'), frictionless('smooth')]);
    expect((await payCard(t, await session(), { number: PLAIN })).outcome).toBe('SUCCESS');
    expect((await recorded()).map((row) => [row.type, row.processor])).toEqual([
      ['THREE_DS', 'Acquirer smooth'],
      ['SALE', 'Acquirer smooth'],
    ]);

    await merchantRouting({ mode: 'always' }, [without3ds('plain')]);
    const refused = await payCard(t, await session(), { number: PLAIN });
    expect(refused.error?.error_code).toBe(2902);
    const sales = (await recorded()).filter((row) => row.code === 2902);
    expect(sales).toEqual([
      {
        type: 'SALE',
        code: 2902,
        processor: 'Kassa routing',
        threeDs: { request: 'REQUIRED', rule: null, reason: 'three_ds.mode is always' },
      },
    ]);
  });

  it('never: no 3-D Secure for a plain card, but forced_3d and a 3-D Secure test card still challenge', async () => {
    t = await createTestApp();
    await merchantRouting({ mode: 'never' }, [frictionless('smooth')]);
    expect((await payCard(t, await session(), { number: PLAIN })).outcome).toBe('SUCCESS');
    expect((await recorded()).map((row) => [row.type, row.code, row.threeDs?.request])).toEqual([
      ['SALE', 1000, 'NOT_REQUESTED'],
    ]);

    const forced = await payCard(t, await session({ forced_3d: true }), { number: PLAIN });
    expect(forced).toMatchObject({ outcome: 'ACTION', action: { kind: 'three_ds' } });
    const testCard = await payCard(t, await session(), { number: CHALLENGE_CARD });
    expect(testCard).toMatchObject({ outcome: 'ACTION', action: { kind: 'three_ds' } });
  });

  it('rules: a minimum amount asks from the amount itself up, in its own currency only', async () => {
    t = await createTestApp();
    const from = (amount: string) =>
      merchantRouting({
        mode: 'rules',
        rules: [{ when: { min_amounts: [{ currency_code: 'EUR', amount }] } }],
      });
    await from('34.40');
    expect(await payCard(t, await session(), { number: PLAIN })).toMatchObject({
      outcome: 'ACTION',
    });
    await from('34.41');
    expect((await payCard(t, await session(), { number: PLAIN })).outcome).toBe('SUCCESS');
    await merchantRouting({
      mode: 'rules',
      rules: [{ when: { min_amounts: [{ currency_code: 'USD', amount: '1.00' }] } }],
    });
    expect((await payCard(t, await session(), { number: PLAIN })).outcome).toBe('SUCCESS');
    expect((await recorded()).map((row) => row.threeDs?.reason)).toEqual([
      'three_ds.rules[0]: amount 34.40 EUR is below 34.41',
      'three_ds.rules[0]: currency EUR has no min_amounts entry',
    ]);
  });

  it("rules: by the card's BIN country", async () => {
    t = await createTestApp();
    const countries = (bin_countries: string[]) =>
      merchantRouting({ mode: 'rules', rules: [{ when: { bin_countries } }] });
    await countries(['DE', 'FR']);
    expect((await payCard(t, await session(), { number: PLAIN })).outcome).toBe('SUCCESS');
    await countries(['US']);
    expect(await payCard(t, await session(), { number: PLAIN })).toMatchObject({
      outcome: 'ACTION',
    });
  });

  it('processor: authenticated by a processor with 3-D Secure, as its profile says; not by one without', async () => {
    t = await createTestApp();
    await merchantRouting({ mode: 'processor' }, [cardProcessor('strict')]);
    expect(await payCard(t, await session(), { number: PLAIN })).toMatchObject({
      outcome: 'ACTION',
    });
    await merchantRouting({ mode: 'processor' }, [frictionless('smooth')]);
    expect((await payCard(t, await session(), { number: PLAIN })).outcome).toBe('SUCCESS');
    await merchantRouting({ mode: 'processor' }, [without3ds('plain')]);
    expect((await payCard(t, await session(), { number: PLAIN })).outcome).toBe('SUCCESS');
    expect((await recorded()).map((row) => [row.type, row.code, row.processor])).toEqual([
      ['THREE_DS', 1301, 'Acquirer smooth'],
      ['SALE', 1000, 'Acquirer smooth'],
      ['SALE', 1000, 'Acquirer plain'],
    ]);
  });
});

describe("the merchant's 3-D Secure rules on a saved card", () => {
  it('always: a card the shopper saved under never is challenged when picked again', async () => {
    t = await createTestApp();
    await merchantRouting({ mode: 'never' });
    const first = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${await session()}/payments`,
      payload: { ...cardPaymentBody({ number: PLAIN }), save_card: true },
    });
    expect(first.json().outcome).toBe('SUCCESS');
    const [saved] = await t.db.query('SELECT payment_token_id FROM payment_tokens');

    await merchantRouting({ mode: 'always' });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${await session()}/payments`,
      payload: {
        method: 'CARD',
        saved_card: { payment_token_id: saved?.payment_token_id, security_code: '123' },
      },
    });
    expect(again.json()).toMatchObject({ outcome: 'ACTION', action: { kind: 'three_ds' } });
  });
});

describe("the merchant's 3-D Secure rules on a wallet payment", () => {
  const payWallet = async (authMethod: string) => {
    const token = await session({ methods: ['CARD', 'APPLE_PAY'] });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${token}/wallet-payments`,
      payload: {
        method: 'APPLE_PAY',
        wallet: { token: 'sandbox:visa-approved', auth_method: authMethod },
      },
    });
    return res.json();
  };

  it('always: a PAN_ONLY card is authenticated; a CRYPTOGRAM_3DS token, authenticated already, is not', async () => {
    t = await createTestApp();
    const wallets = cardProcessor('wallets', { methods: ['CARD', 'APPLE_PAY'] });
    await storeRouting(
      t.db,
      SANDBOX_MERCHANT_ID,
      {
        processors: [wallets],
        rules: [{ id: 'all', route: { processors: ['wallets'] } }],
        three_ds: { mode: 'always' },
      },
      new Date(),
    );
    expect(await payWallet('PAN_ONLY')).toMatchObject({
      outcome: 'ACTION',
      action: { kind: 'three_ds' },
    });
    expect((await payWallet('CRYPTOGRAM_3DS')).outcome).toBe('SUCCESS');
    expect((await recorded()).map((row) => [row.type, row.threeDs])).toEqual([['SALE', undefined]]);
  });
});
