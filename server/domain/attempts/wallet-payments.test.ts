import { afterEach, describe, expect, it } from 'vitest';
import {
  checkoutBody,
  createTestApp,
  openSession,
  type TestApp,
} from '../../test-support/test-app.ts';

// Apple Pay and Google Pay through the form's API, in process.

let t: TestApp;
afterEach(() => t?.app.close());

const WALLETS = ['CARD', 'APPLE_PAY', 'GOOGLE_PAY'];

function newSession(methods: string[] = WALLETS): Promise<string> {
  const payment_data = { ...(checkoutBody().payment_data as object), methods };
  return openSession(t, { payment_data });
}

const payWallet = (
  token: string,
  method: string,
  walletToken: string,
  authMethod = 'CRYPTOGRAM_3DS',
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sessions/${token}/wallet-payments`,
    payload: { method, wallet: { token: walletToken, auth_method: authMethod } },
  });

const view = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/sessions/${token}` })).json();

async function postbackData(): Promise<Record<string, unknown>[]> {
  const rows = await t.db.query('SELECT payload FROM postback_outbox ORDER BY queued_seq');
  return rows.map((row) => JSON.parse(String(row.payload)).data);
}

describe('wallets on the form', () => {
  it('tells the form how to offer the wallets a checkout names, and nothing for a card-only one', async () => {
    t = await createTestApp();
    expect((await view(await newSession())).wallets).toEqual({
      methods: ['APPLE_PAY', 'GOOGLE_PAY'],
      sandbox_sheet: true,
      merchant_name: 'Test Shop',
      country_code: 'US',
      networks: ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER', 'JCB'],
    });
    expect((await view(await newSession(['CARD']))).wallets).toBeUndefined();
    // The form's first bytes tell a wallet from an alternative method by this list, not the table.
    expect((await view(await newSession(['GOOGLE_PAY', 'CARD']))).wallets.methods).toEqual([
      'GOOGLE_PAY',
    ]);
    await t.app.close();
    t = await createTestApp({ SANDBOX_WALLETS: 'off' });
    expect((await view(await newSession())).wallets.sandbox_sheet).toBe(false);
  });

  it('pays with Apple Pay: payment_method APPLE_PAY, the card scheme and last 4, a token, no BIN', async () => {
    t = await createTestApp();
    const token = await newSession();
    const res = await payWallet(token, 'APPLE_PAY', 'sandbox:visa-approved');
    expect(res.json()).toMatchObject({ outcome: 'SUCCESS' });
    const [sale] = await postbackData();
    expect(sale).toMatchObject({
      transaction_type: 'SALE',
      response_code: 1000,
      payment: { payment_method: 'APPLE_PAY', payment_token_id: expect.stringMatching(/^tok_/) },
      payment_details: { card_scheme: 'VISA', card_last4: '4242', payment_token_type: 'CARD' },
    });
    expect(sale?.payment_details).not.toHaveProperty('card_bin');
    const [stored] = await t.db.query(
      'SELECT card_bin, card_last4, payment_method FROM payment_tokens',
    );
    expect(stored).toEqual({ card_bin: null, card_last4: '4242', payment_method: 'APPLE_PAY' });
    const everything = JSON.stringify(
      await Promise.all(
        ['transactions', 'payment_tokens', 'postback_outbox'].map((x) =>
          t.db.query(`SELECT * FROM ${x}`),
        ),
      ),
    );
    expect(everything).not.toContain('4242424242424242');
  });

  it("pays with Google Pay's TEST token as the approving Visa", async () => {
    t = await createTestApp();
    const token = await newSession();
    const res = await payWallet(token, 'GOOGLE_PAY', 'examplePaymentMethodToken', 'PAN_ONLY');
    expect(res.json().outcome).toBe('SUCCESS');
    expect((await postbackData())[0]).toMatchObject({ payment: { payment_method: 'GOOGLE_PAY' } });
  });

  it("follows the card's own outcome: a decline the shopper may retry", async () => {
    t = await createTestApp();
    const token = await newSession();
    const res = await payWallet(token, 'GOOGLE_PAY', 'sandbox:visa-insufficient-funds');
    expect(res.json()).toMatchObject({ outcome: 'RETRY', error: { error_code: 2004 } });
  });

  it('sends a PAN_ONLY card through 3-D Secure and lets a CRYPTOGRAM_3DS token skip it', async () => {
    t = await createTestApp();
    const panOnly = await payWallet(
      await newSession(),
      'GOOGLE_PAY',
      'sandbox:visa-3ds-challenge',
      'PAN_ONLY',
    );
    expect(panOnly.json()).toMatchObject({ outcome: 'ACTION', action: { kind: 'three_ds' } });
    const cryptogram = await payWallet(
      await newSession(),
      'APPLE_PAY',
      'sandbox:visa-3ds-challenge',
    );
    expect(cryptogram.json().outcome).toBe('SUCCESS');
    const types = (await postbackData()).map((data) => data.transaction_type);
    expect(types).toEqual(['SALE']);
  });

  it('refuses a token the sandbox cannot open, and a wallet the checkout does not offer', async () => {
    t = await createTestApp();
    const bad = await payWallet(await newSession(), 'APPLE_PAY', '{"version":"EC_v1","data":"…"}');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].error_message).toMatch(
      /^wallet\.token must be a token this sandbox can open: sandbox:visa-approved/,
    );
    const notOffered = await payWallet(
      await newSession(['CARD']),
      'APPLE_PAY',
      'sandbox:visa-approved',
    );
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().errors[0].error_message).toBe(
      'method must be one of the methods this checkout offers (CARD), not APPLE_PAY',
    );
    const wrongShape = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${await newSession()}/wallet-payments`,
      payload: {
        method: 'APPLE_PAY',
        wallet: { token: 'sandbox:visa-approved', auth_method: 'MAGIC' },
      },
    });
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json().errors[0].error_message).toContain('wallet.auth_method');
    expect(await postbackData()).toEqual([]);
  });
});

describe('Apple Pay merchant validation', () => {
  const validate = (token: string, url: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/sessions/${token}/apple-pay/merchant-session`,
      payload: { validation_url: url },
    });

  it("answers a merchant session for a URL on Apple's gateway, without calling out", async () => {
    t = await createTestApp();
    const res = await validate(
      await newSession(),
      'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      merchantSessionIdentifier: expect.stringMatching(/^SSH[0-9A-F]{32}$/),
      displayName: 'Test Shop',
      domainName: 'pay.example.test',
      epochTimestamp: t.clock.now.getTime(),
      expiresAt: t.clock.now.getTime() + 300_000,
    });
  });

  it('refuses any other URL, naming the field, and a checkout without Apple Pay', async () => {
    t = await createTestApp();
    const token = await newSession();
    for (const url of [
      'http://apple-pay-gateway.apple.com/paymentservices/startSession',
      'https://apple-pay-gateway.apple.com.evil.example/x',
      'https://169.254.169.254/latest/meta-data',
      'not a url',
    ]) {
      const res = await validate(token, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0].error_message).toMatch(/^validation_url must be/);
    }
    const cardOnly = await validate(
      await newSession(['CARD', 'GOOGLE_PAY']),
      'https://apple-pay-gateway.apple.com/x',
    );
    expect(cardOnly.statusCode).toBe(400);
  });
});
