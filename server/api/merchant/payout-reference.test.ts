import { afterEach, describe, expect, it } from 'vitest';
import { recordProblems } from '../../test-support/merchant-webhook.ts';
import { payoutBody, payoutPostbacks, postPayout } from '../../test-support/payouts.ts';
import { createTestApp, TEST_API_KEY, type TestApp } from '../../test-support/test-app.ts';

// POST /v1/payout as the live service's reference writes it: a CRYPTO payout named in an ISO 4217
// currency (paid out in its network's asset at the sandbox's rate), the network names clients use
// (TRC20, ERC20, BEP20), a bank transfer in the reference's field names, and records whose
// transaction, fee and base amounts keep the interface's two decimals whatever the payout's asset.

let t: TestApp;
afterEach(() => t?.app.close());

const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const ETHEREUM = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e';
const BSC = '0x8894E0a0c962CB723c1976a4421c95949bE2D4E3';

/** The interface's format of a transaction, fee or base amount: at most two decimals. */
const TWO_DECIMALS = /^\d{1,18}(?:\.\d{1,2})?$/;

const messageOf = (res: { json: () => { errors: { error_message: string }[] } }) =>
  res.json().errors[0]?.error_message;

/** The amounts of a PAYOUT transaction record that the interface gives two decimals at most. */
function recordAmounts(record: Record<string, unknown>): unknown[] {
  const details = record.transaction_details as Record<string, unknown>;
  return [
    record.transaction_amount,
    record.transaction_fee_amount,
    record.base_amount,
    details.processor_response_transaction_amount,
    details.processor_response_base_amount,
    (record.payment as Record<string, unknown>).transaction_amount,
  ];
}

describe('POST /v1/payout, the reference’s examples', () => {
  it('a CRYPTO payout of 50.00 EUR on TRC20 pays out USDT at the sandbox’s rate', async () => {
    t = await createTestApp();
    const res = await postPayout(
      t,
      payoutBody('CRYPTO', {
        amount: '50.00',
        currency_code: 'EUR',
        payment_details: { crypto_network: 'TRC20', crypto_address: TRON },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      amount: '50.00',
      currency_code: 'EUR',
      base_amount: '50.00',
      base_currency_code: 'EUR',
      // The network as sent; what it carries: 50.00 EUR × 1.08 USDT per euro.
      payment_details: {
        crypto_network: 'TRC20',
        crypto_address: TRON,
        crypto_currency_code: 'USDT',
        crypto_amount: '54.000000',
      },
    });
    const [pending] = await payoutPostbacks(t, res.json().data.payment_id);
    expect(pending).toMatchObject({
      transaction_type: 'PAYOUT',
      transaction_amount: '50.00',
      transaction_currency_code: 'EUR',
      transaction_fee_amount: '0.00',
      transaction_fee_currency_code: 'EUR',
    });
    expect(recordProblems(pending)).toEqual([]);
  });

  it.each([
    ['ERC20', ETHEREUM, 'USDT', '54.000000'],
    ['BEP20', BSC, 'USDT', '54.000000'],
    ['ETH', ETHEREUM, 'USDT', '54.000000'],
    ['SOL', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', 'USDC', '54.000000'],
    ['BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'BTC', '0.00060000'],
    ['LTC', 'ltc1qg82tgeqzc6xlk94v9t0a0v5gm2xvl3ftm9c8dm', 'LTC', '0.60000000'],
  ])('50.00 EUR on %s pays out its asset', async (network, address, asset, assetAmount) => {
    t = await createTestApp();
    const res = await postPayout(
      t,
      payoutBody('CRYPTO', {
        amount: '50.00',
        currency_code: 'EUR',
        payment_details: { crypto_network: network, crypto_address: address },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.payment_details).toMatchObject({
      crypto_network: network,
      crypto_currency_code: asset,
      crypto_amount: assetAmount,
    });
  });

  it('still takes an asset code as the currency, with the clients’ network names', async () => {
    t = await createTestApp();
    const res = await postPayout(
      t,
      payoutBody('CRYPTO', {
        amount: 120.5,
        currency_code: 'USDT',
        payment_details: { crypto_network: 'BEP20', crypto_address: BSC },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      amount: '120.500000',
      currency_code: 'USDT',
      base_amount: '111.57',
      payment_details: {
        crypto_network: 'BEP20',
        crypto_currency_code: 'USDT',
        crypto_amount: '120.500000',
      },
    });
    // The record's transaction is in the merchant's base currency: its amounts keep two decimals,
    // and the payout's own amount (the payout format, up to twenty) stays in its payment.
    const [pending] = await payoutPostbacks(t, res.json().data.payment_id);
    expect(pending).toMatchObject({
      transaction_amount: '111.57',
      transaction_currency_code: 'EUR',
      base_amount: '111.57',
      payment: { amount: '120.500000', currency_code: 'USDT', transaction_amount: '111.57' },
    });
    for (const amount of recordAmounts(pending)) expect(amount).toMatch(TWO_DECIMALS);
    expect(recordProblems(pending)).toEqual([]);
  });

  it('keeps two decimals in the records of an ETH payout of eighteen', async () => {
    t = await createTestApp();
    const res = await postPayout(
      t,
      payoutBody('CRYPTO', {
        amount: '0.012345678901234567',
        currency_code: 'ETH',
        payment_details: { crypto_network: 'ERC20', crypto_address: ETHEREUM },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.amount).toBe('0.012345678901234567');
    const [pending] = await payoutPostbacks(t, res.json().data.payment_id);
    // 0.012345678901234567 / 0.00036 = 34.2935…
    expect(pending.transaction_amount).toBe('34.29');
    for (const amount of recordAmounts(pending)) expect(amount).toMatch(TWO_DECIMALS);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/v1/transaction?transaction_type=PAYOUT',
      headers: { 'x-api-key': TEST_API_KEY },
    });
    expect(listed.json().data[0]).toEqual(pending);
  });

  it('refuses a network that does not carry the asset, naming the clients’ names too', async () => {
    t = await createTestApp();
    const res = await postPayout(
      t,
      payoutBody('CRYPTO', {
        currency_code: 'BTC',
        amount: '0.001',
        payment_details: { crypto_network: 'TRC20', crypto_address: TRON },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(
      'payment_details.crypto_network must be a network BTC is sent on: BTC',
    );
    const unknown = await postPayout(
      t,
      payoutBody('CRYPTO', {
        currency_code: 'EUR',
        amount: '50.00',
        payment_details: { crypto_network: 'TRON', crypto_address: TRON },
      }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(messageOf(unknown)).toBe(
      'payment_details.crypto_network must be one of TRX (or TRC20), ETH (or ERC20), BSC (or BEP20), SOL, BTC, LTC',
    );
  });

  it('refuses a currency that is neither ISO 4217 with a rate nor a crypto asset', async () => {
    t = await createTestApp();
    const res = await postPayout(t, payoutBody('CRYPTO', { currency_code: 'XYZ' }));
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(
      "currency_code must be an ISO 4217 currency of the sandbox's rate table (docs/payouts.md, Base currency) or a crypto asset (USDT, USDC, BTC, ETH, LTC, TRX) for CRYPTO payouts",
    );
  });

  it('a BANK_TRANSFER in the reference’s names: bank_name, account_number, routing_number', async () => {
    t = await createTestApp();
    const res = await postPayout(
      t,
      payoutBody('BANK_TRANSFER', {
        payment_details: {
          bank_name: 'KB Kookmin Bank',
          account_number: '123456-01-234567',
          routing_number: '004',
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    // Both names of each field in the answer (the union).
    expect(res.json().data.payment_details).toEqual({
      bank_name: 'KB Kookmin Bank',
      bank_account_number: '123456-01-234567',
      account_number: '123456-01-234567',
      bank_code: '004',
      routing_number: '004',
    });
    const [pending] = await payoutPostbacks(t, res.json().data.payment_id);
    expect(pending.payment.payment_details).toEqual(res.json().data.payment_details);
    expect(recordProblems(pending)).toEqual([]);
  });

  it('names a BANK_TRANSFER field as sent, and refuses one field sent under both names', async () => {
    t = await createTestApp();
    const bad = await postPayout(
      t,
      payoutBody('BANK_TRANSFER', {
        payment_details: { bank_name: 'KB', account_number: '12-3', routing_number: '004' },
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe(
      'payment_details.account_number must be 6 to 20 digits, with dashes between them as the bank prints it (110-123-456789)',
    );
    const routing = await postPayout(
      t,
      payoutBody('BANK_TRANSFER', {
        payment_details: { bank_name: 'KB', account_number: '123456', routing_number: '021000021' },
      }),
    );
    expect(routing.statusCode).toBe(400);
    expect(messageOf(routing)).toMatch(/^payment_details\.routing_number must match /);
    const both = await postPayout(
      t,
      payoutBody('BANK_TRANSFER', {
        payment_details: {
          bank_name: 'KB',
          account_number: '123456',
          bank_account_number: '123456',
        },
      }),
    );
    expect(both.statusCode).toBe(400);
    expect(messageOf(both)).toBe(
      'payment_details: account_number and bank_account_number name the same field; send one',
    );
  });

  it('exempts account_number from the card-number scan, as bank_account_number is', async () => {
    t = await createTestApp();
    // Sixteen digits that pass the Luhn check: an account number may, by chance.
    const res = await postPayout(
      t,
      payoutBody('BANK_TRANSFER', {
        payment_details: {
          bank_name: 'KB Kookmin Bank',
          account_number: '4242424242424242',
          routing_number: '004',
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.payment_details.account_number).toBe('4242424242424242');
    // The bank's name is free text: still scanned.
    const named = await postPayout(
      t,
      payoutBody('BANK_TRANSFER', {
        merchant_payment_id: 'payout-bank-2',
        payment_details: {
          bank_name: 'Bank 4242424242424242',
          account_number: '123456',
          routing_number: '004',
        },
      }),
    );
    expect(named.statusCode).toBe(400);
    expect(messageOf(named)).toBe('payment_details.bank_name must not contain a card number');
  });
});
