import { afterEach, describe, expect, it } from 'vitest';
import { customerMessageFor, finalCustomerMessage } from '../../contract/customer-messages.ts';
import { payoutBody, postPayout } from '../../test-support/payouts.ts';
import {
  runRebills,
  setClock,
  startSubscriptions,
  subscriptionOf,
} from '../../test-support/subscriptions.ts';
import {
  cardPaymentBody,
  checkoutBody,
  createTestApp,
  openSession,
  payCard,
  subscriptionProduct,
  TEST_API_KEY,
  type TestApp,
} from '../../test-support/test-app.ts';
import { chargeBody, postCharge, tokenOfCard } from '../../test-support/token-charges.ts';

// The negative database enforced: every entry point that makes a transaction meets the one check
// in the one record path, and a match is a DECLINE with the entry type's code, its TRANSACTION
// postback and, on the form, the recommended customer message.

let t: TestApp;
afterEach(() => t?.app.close());

async function block(entry: Record<string, unknown>): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/merchant-negative-entry',
    headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
    payload: JSON.stringify(entry),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

type Posted = [type: string, status: string, code: number, text: string];

/** The TRANSACTION postbacks queued after `from` (a queue position), in order. */
async function postbacksSince(from: number): Promise<Posted[]> {
  const rows = await t.db.query(
    `SELECT payload FROM postback_outbox WHERE event_type = 'TRANSACTION' ORDER BY queued_seq`,
  );
  return rows
    .slice(from)
    .map((row) => JSON.parse(String(row.payload)).data)
    .map((d) => [
      d.transaction_type,
      d.transaction_status,
      d.response_code,
      d.transaction_details?.processor_response_text ?? '',
    ]);
}

async function queued(): Promise<number> {
  const rows = await t.db.query(
    `SELECT count(*)::int AS n FROM postback_outbox WHERE event_type = 'TRANSACTION'`,
  );
  return Number(rows[0]?.n);
}

const shopperMessage = (code: number) => finalCustomerMessage(customerMessageFor(code));

const sessionOf = (redirectUrl: string) => new URL(redirectUrl).pathname.split('/').pop() ?? '';

function flat(path: string, customer: string) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/${path}`,
    headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
    payload: JSON.stringify({
      payment_method: 'CARD',
      merchant_customer_id: customer,
      email: 'ann@example.com',
      amount: path === 'recurring' ? '12.00' : '34.40',
      language: 'en-us',
      country_code: 'DE',
      currency_code: 'EUR',
      success_url: 'https://shop.example.test/ok',
      failure_url: 'https://shop.example.test/failed',
      products:
        path === 'recurring'
          ? [subscriptionProduct()]
          : [{ product_type: 'SALE', product_name: 'Beans', product_price: '34.40' }],
    }),
  });
}

const form = (session: string, path: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sessions/${session}/${path}`,
    payload: payload as object,
  });

describe('a negative entry', () => {
  it('declines a transaction at every entry point with its code, a postback and the shopper message', async () => {
    t = await createTestApp();
    // What the entry points charge, made before the block: tokens, a subscription.
    const token = await tokenOfCard(t, '4242424242424242', { savedForShopper: true });
    const frictionless = await tokenOfCard(t, '4000000000061301');
    const { subscriptionIds } = await startSubscriptions(t);
    const entry = await block({ type: 'CUSTOMER', merchant_customer_id: 'cust-1' });
    const text = `Blocked by the merchant's negative entry ${entry} (CUSTOMER)`;
    const declined: Posted = ['SALE', 'DECLINE', 2309, text];
    const shopperFailed = {
      outcome: 'FAILED',
      error: { error_code: 2309, error_message: shopperMessage(2309) },
    };

    const walk: [string, () => Promise<unknown>, Posted[]][] = [
      ['form: card', async () => payCard(t, await openSession(t)), [declined]],
      [
        'form: saved card',
        async () =>
          (
            await form(await openSession(t), 'payments', {
              method: 'CARD',
              saved_card: { payment_token_id: token, security_code: '123' },
            })
          ).json(),
        [declined],
      ],
      [
        'form: wallet',
        async () => {
          const payment_data = {
            ...(checkoutBody().payment_data as object),
            methods: ['CARD', 'APPLE_PAY'],
          };
          const session = await openSession(t, { payment_data });
          return (
            await form(session, 'wallet-payments', {
              method: 'APPLE_PAY',
              wallet: { token: 'sandbox:visa-approved', auth_method: 'CRYPTOGRAM_3DS' },
            })
          ).json();
        },
        [declined],
      ],
      [
        'form: alternative method (no provider step opens)',
        async () => {
          const payment_data = {
            ...(checkoutBody().payment_data as object),
            methods: ['CARD', 'IDEAL'],
          };
          const session = await openSession(t, { payment_data });
          return (await form(session, 'apm-payments', { method: 'IDEAL' })).json();
        },
        [declined],
      ],
      ...(['sale', 'authorize', 'recurring'] as const).map(
        (path): [string, () => Promise<unknown>, Posted[]] => [
          `/v1/${path}, paid on the form`,
          async () => {
            const res = await flat(path, 'cust-1');
            expect(res.statusCode, res.body).toBe(200);
            return payCard(t, sessionOf(res.json().data.session.redirect_url));
          },
          [[path === 'authorize' ? 'AUTHORIZE' : 'SALE', 'DECLINE', 2309, text]],
        ],
      ),
      [
        '/v1/token, the card saved on the form',
        async () => {
          const res = await t.app.inject({
            method: 'POST',
            url: '/v1/token',
            headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
            payload: JSON.stringify({
              payment_method: 'CARD',
              merchant_customer_id: 'cust-1',
              email: 'ann@example.com',
              language: 'en-us',
              country_code: 'DE',
              success_url: 'https://shop.example.test/card-saved',
              failure_url: 'https://shop.example.test/card-not-saved',
            }),
          });
          return payCard(t, sessionOf(res.json().data.session.redirect_url));
        },
        [['TOKEN', 'DECLINE', 2309, text]],
      ],
    ];
    for (const [label, attempt, expected] of walk) {
      const from = await queued();
      expect(await attempt(), label).toMatchObject(shopperFailed);
      expect(await postbacksSince(from), label).toEqual(expected);
    }

    // The merchant's server-to-server charges: the answer carries the DECLINE.
    for (const path of ['/v1/mit-sale', '/v1/mit-authorize'] as const) {
      const from = await queued();
      const res = await postCharge(t, path, chargeBody(token));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.transactions[0]).toMatchObject({
        transaction_status: 'DECLINE',
        response_code: 2309,
      });
      expect(await postbacksSince(from), path).toEqual([
        [path === '/v1/mit-sale' ? 'SALE' : 'AUTHORIZE', 'DECLINE', 2309, text],
      ]);
    }
    const asyncFrom = await queued();
    const asyncCharge = await postCharge(t, '/v1/mit-sale?mode=ASYNC', chargeBody(token));
    expect(asyncCharge.json().data.transactions[0].response_code).toBe(2309);
    expect(await postbacksSince(asyncFrom)).toEqual([declined]);

    // A CIT: the issuer's frictionless answer is recorded, the SALE is blocked.
    const citFrom = await queued();
    const cit = await postCharge(
      t,
      '/v1/cit-sale',
      chargeBody(frictionless, {
        success_url: 'https://shop.example.test/renewed',
        failure_url: 'https://shop.example.test/not-renewed',
      }),
    );
    expect(cit.statusCode, cit.body).toBe(200);
    expect(await postbacksSince(citFrom)).toEqual([
      ['THREE_DS', 'SUCCESS', 1301, expect.any(String)],
      declined,
    ]);
    const citView = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${sessionOf(cit.json().data.session.redirect_url)}`,
    });
    expect(new URL(citView.json().redirect_url).searchParams.get('error_code')).toBe('2309');

    // A rebill: declined, and the subscription goes on as after any declined rebill.
    const rebillFrom = await queued();
    setClock(t, '2026-12-22T10:00:00.400Z');
    expect(await runRebills(t)).toBe(1);
    expect(await postbacksSince(rebillFrom)).toEqual([declined]);
    const [rebill] = await t.db.query(
      `SELECT p.state FROM payments p WHERE p.payment_type = 'RECURRING_REBILL'`,
    );
    expect(rebill?.state).toBe('FAILED');
    const subscription = await subscriptionOf(t, subscriptionIds[0] ?? '');
    expect(subscription.subscription_status).toBe('PAST_DUE');

    // A payout: taken and declined at once, and never decided later.
    const payoutFrom = await queued();
    const payout = await postPayout(t, payoutBody('CRYPTO', { merchant_customer_id: 'cust-1' }));
    expect(payout.statusCode, payout.body).toBe(200);
    expect(await postbacksSince(payoutFrom)).toEqual([['PAYOUT', 'DECLINE', 2309, text]]);
    const [ended] = await t.db.query(
      `SELECT p.state, o.decided_at, o.decide_at FROM payments p
       JOIN payouts o ON o.payment_id = p.payment_id WHERE p.payment_type = 'PAYOUT'`,
    );
    expect(ended).toMatchObject({ state: 'FAILED', decide_at: null });
    expect(ended?.decided_at).toBeInstanceOf(Date);
  });

  it('of each type blocks with its code, matching every spelling of its value', async () => {
    t = await createTestApp();
    const cases: [Record<string, unknown>, number, Record<string, string>?][] = [
      [
        {
          type: 'CARD',
          card_bin: '424242',
          card_last4: '4242',
          card_expiry_month: 12,
          card_expiry_year: 2030,
        },
        2310,
      ],
      // The form's request comes from an IPv4-mapped address; the entry names the IPv4 one.
      [{ type: 'IP', ip_address: '203.0.113.7' }, 2311, { remoteAddress: '::ffff:203.0.113.7' }],
      [{ type: 'IP', ip_address: '::FFFF:203.0.113.8' }, 2311, { remoteAddress: '203.0.113.8' }],
      [{ type: 'EMAIL', email: 'ANN@Example.com' }, 2312],
      [{ type: 'BIN', card_bin: '42424242' }, 2313],
      [{ type: 'COUNTRY', country_code: 'de' }, 2314],
      // The card's BIN country (424242 is a US card in the sandbox's table) counts too.
      [{ type: 'COUNTRY', country_code: 'us' }, 2314],
    ];
    for (const [entry, code, request] of cases) {
      const id = await block(entry);
      const session = await openSession(t);
      const from = await queued();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/sessions/${session}/payments`,
        payload: cardPaymentBody(),
        ...(request ?? { remoteAddress: '198.51.100.1' }),
      });
      expect(res.json(), JSON.stringify(entry)).toMatchObject({
        outcome: 'FAILED',
        error: { error_code: code },
      });
      expect(await postbacksSince(from)).toEqual([
        ['SALE', 'DECLINE', code, `Blocked by the merchant's negative entry ${id} (${entry.type})`],
      ]);
      // Deleted, it blocks no more.
      await t.app.inject({
        method: 'DELETE',
        url: `/v1/merchant-negative-entry/${id}`,
        headers: { 'x-api-key': TEST_API_KEY },
      });
      expect((await payCard(t, await openSession(t))).outcome, JSON.stringify(entry)).toBe(
        'SUCCESS',
      );
    }
  });

  it('made from a token blocks charges on the token and its card typed in again', async () => {
    t = await createTestApp();
    const token = await tokenOfCard(t, '4000000000000002');
    const other = await tokenOfCard(t, '4242424242424242');
    await block({ type: 'CARD', payment_token_id: token });
    const charge = await postCharge(t, '/v1/mit-sale', chargeBody(token));
    expect(charge.json().data.transactions[0].response_code).toBe(2310);
    const typed = await payCard(t, await openSession(t), {
      number: '4000000000000002',
      expiry_month: 12,
      expiry_year: 2030,
    });
    expect(typed).toMatchObject({ outcome: 'FAILED', error: { error_code: 2310 } });
    // Another card of the customer is not blocked.
    const fine = await postCharge(t, '/v1/mit-sale', chargeBody(other));
    expect(fine.json().data.transactions[0].response_code).toBe(1000);
  });

  it("never reads the merchant's server address as a shopper's: an IP entry spares MIT charges", async () => {
    t = await createTestApp();
    const token = await tokenOfCard(t, '4242424242424242');
    await block({ type: 'IP', ip_address: '127.0.0.1' });
    const charge = await postCharge(t, '/v1/mit-sale', chargeBody(token));
    expect(charge.json().data.transactions[0].response_code).toBe(1000);
    // The form's request from that address is blocked.
    expect((await payCard(t, await openSession(t))).error?.error_code).toBe(2311);
  });

  it('blocks every +tag of a blocked mailbox, and an entry made with a tag blocks the mailbox', async () => {
    t = await createTestApp();
    await block({ type: 'EMAIL', email: 'eve@example.com' });
    await block({ type: 'EMAIL', email: 'mallory+old-shop@example.com' });
    const addresses = [
      'eve+shop2@example.com',
      'Eve+SHOP3@Example.com',
      'mallory@example.com',
      'mallory+new@example.com',
    ];
    for (const email of addresses) {
      const session = await openSession(t, {
        customer: { merchant_customer_id: 'cust-2', email, country_code: 'FR' },
      });
      expect((await payCard(t, session)).error?.error_code, email).toBe(2312);
    }
    // Another mailbox whose name starts alike is not blocked.
    const evelyn = await openSession(t, {
      customer: { merchant_customer_id: 'cust-2', email: 'evelyn@example.com', country_code: 'FR' },
    });
    expect((await payCard(t, evelyn)).outcome).toBe('SUCCESS');
  });

  it('screens a payout by its destination: the Paxum e-mail, the bank account’s country', async () => {
    t = await createTestApp();
    const email = await block({ type: 'EMAIL', email: 'creator@example.com' });
    const germany = await block({ type: 'COUNTRY', country_code: 'DE' });
    const france = await block({ type: 'COUNTRY', country_code: 'fr' });
    const korea = await block({ type: 'COUNTRY', country_code: 'KR' });
    const blocked = (id: string, type: string, code: number): Posted => [
      'PAYOUT',
      'DECLINE',
      code,
      `Blocked by the merchant's negative entry ${id} (${type})`,
    ];
    const cases: [string, Record<string, unknown>, Posted][] = [
      [
        'PAXUM to a blocked address, tagged and in capitals',
        payoutBody('PAXUM', { payment_details: { email: 'Creator+payouts@Example.com' } }),
        blocked(email, 'EMAIL', 2312),
      ],
      [
        'SEPA to an IBAN of a blocked country',
        payoutBody('SEPA', { payment_details: { iban: 'DE89 3704 0044 0532 0130 00' } }),
        blocked(germany, 'COUNTRY', 2314),
      ],
      [
        'SEPA through a BIC of a blocked country',
        payoutBody('SEPA', {
          payment_details: { iban: 'NL91ABNA0417164300', bic: 'BNPAFRPPXXX' },
        }),
        blocked(france, 'COUNTRY', 2314),
      ],
      [
        'BANK_TRANSFER, to a Korean bank',
        payoutBody('BANK_TRANSFER'),
        blocked(korea, 'COUNTRY', 2314),
      ],
    ];
    for (const [label, body, declined] of cases) {
      const from = await queued();
      const res = await postPayout(t, { ...body, merchant_payment_id: label });
      expect(res.statusCode, res.body).toBe(200);
      expect(await postbacksSince(from), label).toEqual([declined]);
      const [ended] = await t.db.query(
        `SELECT p.state, o.decide_at FROM payments p JOIN payouts o ON o.payment_id = p.payment_id
         WHERE p.payment_id = $1`,
        [res.json().data.payment_id],
      );
      expect(ended, label).toEqual({ state: 'FAILED', decide_at: null });
    }
    // Other destinations are taken as usual.
    const fine: [string, Record<string, unknown>][] = [
      ['PAXUM', payoutBody('PAXUM', { payment_details: { email: 'creator2@example.com' } })],
      ['SEPA', payoutBody('SEPA', { payment_details: { iban: 'NL91ABNA0417164300' } })],
      ['CRYPTO', payoutBody('CRYPTO')],
    ];
    for (const [label, body] of fine) {
      const from = await queued();
      const res = await postPayout(t, { ...body, merchant_payment_id: `fine-${label}` });
      expect(res.statusCode, res.body).toBe(200);
      expect((await postbacksSince(from))[0]?.slice(0, 3), label).toEqual([
        'PAYOUT',
        'PENDING',
        1200,
      ]);
    }
  });

  it('reports the first type in code order when several entries match, and spares other customers', async () => {
    t = await createTestApp();
    await block({ type: 'COUNTRY', country_code: 'DE' });
    await block({ type: 'EMAIL', email: 'ann@example.com' });
    await block({ type: 'CUSTOMER', merchant_customer_id: 'cust-1' });
    expect((await payCard(t, await openSession(t))).error?.error_code).toBe(2309);
    const bob = await openSession(t, {
      customer: { merchant_customer_id: 'cust-2', email: 'bob@example.com', country_code: 'FR' },
    });
    expect((await payCard(t, bob)).outcome).toBe('SUCCESS');
  });
});
