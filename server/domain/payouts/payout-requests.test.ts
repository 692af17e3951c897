import { afterEach, describe, expect, it } from 'vitest';
import { payoutBody, postPayout, tokenSessionToken } from '../../test-support/payouts.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { savedToken } from '../../test-support/token-charges.ts';
import { revokeCofConsent } from '../ledger/token-store.ts';

// What POST /v1/payout refuses, each with 400 and a message naming the field and the rule, before
// anything is written: the method's fields, the destination's own rules, the currencies, the
// amount, the merchant's setup for the method, and a CARD payout's token.

let t: TestApp;
afterEach(() => t?.app.close());

function errorOf(res: { json: () => { errors: { error_code: string; error_message: string }[] } }) {
  const [error] = res.json().errors;
  if (!error) throw new Error('no error in the answer');
  return error;
}

async function refused(body: Record<string, unknown>, status = 400) {
  const res = await postPayout(t, body);
  expect(res.statusCode, res.body).toBe(status);
  const rows = await t.db.query(
    `SELECT count(*)::int AS n FROM payments WHERE payment_type = 'PAYOUT'`,
  );
  expect(rows[0]?.n).toBe(0);
  return errorOf(res);
}

describe('POST /v1/payout refuses', () => {
  it.each([
    [
      'a field of another method',
      payoutBody('CRYPTO', {
        payment_details: { crypto_network: 'TRX', iban: 'DE89370400440532013000' },
      }),
      'payment_details.iban is not a field of CRYPTO payouts (CRYPTO takes crypto_network, crypto_address)',
    ],
    [
      'a missing field of the method',
      payoutBody('CRYPTO', { payment_details: { crypto_network: 'TRX' } }),
      'payment_details.crypto_address is required for CRYPTO payouts',
    ],
    [
      'a network the asset is not sent on',
      payoutBody('CRYPTO', {
        payment_details: {
          crypto_network: 'BTC',
          crypto_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        },
      }),
      'payment_details.crypto_network must be a network USDT is sent on: TRX (or TRC20), ETH (or ERC20), BSC (or BEP20)',
    ],
    [
      'a malformed crypto address, with the spec code 2016',
      payoutBody('CRYPTO', {
        payment_details: {
          crypto_network: 'TRX',
          crypto_address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
        },
      }),
      'payment_details.crypto_address must be a TRX address: T followed by 33 base58 characters (2016 Crypto address is invalid)',
    ],
    [
      'a currency that is neither ISO 4217 with a rate nor a crypto asset for CRYPTO',
      payoutBody('CRYPTO', { currency_code: 'ISK' }),
      "currency_code must be an ISO 4217 currency of the sandbox's rate table (docs/payouts.md, Base currency) or a crypto asset (USDT, USDC, BTC, ETH, LTC, TRX) for CRYPTO payouts",
    ],
    [
      'more decimals than the ISO 4217 currency of a CRYPTO payout has',
      payoutBody('CRYPTO', { currency_code: 'EUR', amount: '120.505' }),
      'amount must have at most 2 decimals for EUR',
    ],
    [
      'an asset amount worth less than a cent of the base currency',
      payoutBody('CRYPTO', { amount: '0.000001' }),
      "amount must be worth at least 0.01 EUR (the merchant's base currency) at the sandbox's rate",
    ],
    [
      'more decimals than the asset has',
      payoutBody('CRYPTO', { amount: '1.0000001' }),
      'amount must have at most 6 decimals for USDT',
    ],
    [
      'an IBAN of the wrong length for its country',
      payoutBody('SEPA', { payment_details: { iban: 'DE8937040044053201300' } }),
      'payment_details.iban must be 22 characters long for DE (without spaces; it is 21)',
    ],
    [
      'an IBAN with a typo (check digits)',
      payoutBody('SEPA', { payment_details: { iban: 'DE89370400440532013001' } }),
      'payment_details.iban must have valid check digits (ISO 7064 mod 97-10): a character is wrong or two are swapped',
    ],
    [
      'an IBAN outside the SEPA scheme',
      payoutBody('SEPA', { payment_details: { iban: 'BR1800360305000010009795493C1' } }),
      expect.stringMatching(
        /^payment_details\.iban must be the IBAN of an account in a country of the SEPA scheme \(.*\); BR is not one$/,
      ),
    ],
    [
      'a BIC of the wrong form',
      payoutBody('SEPA', { payment_details: { iban: 'DE89370400440532013000', bic: 'COBA' } }),
      expect.stringMatching(/^payment_details\.bic must match the pattern/),
    ],
    [
      'a SEPA payout in another currency than the euro',
      payoutBody('SEPA', { currency_code: 'USD' }),
      'currency_code must be EUR for SEPA payouts',
    ],
    [
      'a BANK_TRANSFER payout in another currency than KRW',
      payoutBody('BANK_TRANSFER', { currency_code: 'USD', amount: '10.00' }),
      'currency_code must be KRW for BANK_TRANSFER payouts (the spec: KRW for BANK_TRANSFER)',
    ],
    [
      'a BANK_TRANSFER payout without description',
      payoutBody('BANK_TRANSFER', { description: undefined }),
      'description is required for BANK_TRANSFER payouts (the text of the transfer)',
    ],
    [
      'decimals in KRW',
      payoutBody('BANK_TRANSFER', { amount: '50000.5' }),
      'amount must have at most 0 decimals for KRW',
    ],
    [
      'an account number that is not one',
      payoutBody('BANK_TRANSFER', {
        payment_details: {
          bank_name: 'KB',
          bank_account_number: 'abc',
          bank_account_holder_name: 'Kim',
        },
      }),
      'payment_details.bank_account_number must be 6 to 20 digits, with dashes between them as the bank prints it (110-123-456789)',
    ],
    [
      'a card number in the account holder’s name',
      payoutBody('BANK_TRANSFER', {
        payment_details: {
          bank_name: 'KB',
          bank_account_number: '123456-01-234567',
          bank_account_holder_name: 'Kim 4242 4242 4242 4242',
        },
      }),
      'payment_details.bank_account_holder_name must not contain a card number',
    ],
    [
      'a card number in a crypto address',
      payoutBody('CRYPTO', {
        payment_details: {
          crypto_network: 'ETH',
          crypto_address: '0x4111111111111111a3b844bc454e4438f44e742d',
        },
      }),
      'payment_details.crypto_address must not contain a card number',
    ],
    [
      'a card number in the domain of a Paxum e-mail',
      payoutBody('PAXUM', { payment_details: { email: 'ann@4242-4242-4242-4242.example' } }),
      'payment_details.email must not contain a card number',
    ],
    [
      'a card number in the description',
      payoutBody('PAXUM', { description: 'card 4242 4242 4242 4242' }),
      'description must not contain a card number',
    ],
    [
      'a PAXUM payout in yen',
      payoutBody('PAXUM', { currency_code: 'JPY', amount: '1000' }),
      'currency_code must be USD or EUR for PAXUM payouts',
    ],
    [
      'a zero amount',
      payoutBody('PAXUM', { amount: '0.00' }),
      'amount must be more than zero: a payout pays something out',
    ],
    [
      'an amount of the wrong form',
      payoutBody('PAXUM', { amount: '1,00' }),
      'amount must match the pattern ^\\d{1,18}(?:\\.\\d{0,20})?$',
    ],
    [
      'a JSON number with more digits than a double keeps',
      payoutBody('PAXUM', { amount: 1234567890.123456 }),
      expect.stringMatching(/^amount must be an amount: a decimal string or a JSON number/),
    ],
    [
      'a CARD payout in a currency without a rate',
      payoutBody('CARD', { currency_code: 'ISK', amount: '100' }),
      "currency_code must be an ISO 4217 currency of the sandbox's rate table for CARD payouts (docs/payouts.md, Base currency)",
    ],
    [
      'an unknown method',
      payoutBody('PAXUM', { payment_method: 'ACH' }),
      'payment_method must be one of CARD, CRYPTO, SEPA, PAXUM, BANK_TRANSFER',
    ],
    [
      'an unknown field in payment_details',
      payoutBody('PAXUM', { payment_details: { email: 'a@example.com', account: 'x' } }),
      'payment_details.account is not a known field',
    ],
    [
      'a missing merchant_payment_id',
      payoutBody('PAXUM', { merchant_payment_id: undefined }),
      'merchant_payment_id is required',
    ],
  ] as const)('%s', async (_, body, message) => {
    t = await createTestApp();
    expect(await refused(body)).toEqual({
      error_code: 'INVALID_REQUEST_PARAMETER',
      error_message: message,
    });
  });
});

describe('a CARD payout’s token', () => {
  it('must be one of this merchant (2906)', async () => {
    t = await createTestApp();
    expect(
      await refused(payoutBody('CARD', { payment_details: { payment_token_id: 'tok_nope' } })),
    ).toEqual({
      error_code: 'INVALID_REQUEST_PARAMETER',
      error_message:
        'payment_details.payment_token_id must be a payment token this merchant holds (2906 Missing payment token)',
    });
  });

  it('must be saved for the payout’s customer (2908)', async () => {
    t = await createTestApp();
    const token = await tokenSessionToken(t, 'cust-other');
    const error = await refused(
      payoutBody('CARD', { payment_details: { payment_token_id: token } }),
    );
    expect(error.error_message).toBe(
      'payment_details.payment_token_id must be a payment token saved for merchant_customer_id "cust-7" (2908 Payment token is not valid)',
    );
  });

  it('must keep the customer’s consent (2911)', async () => {
    t = await createTestApp();
    const token = await tokenSessionToken(t);
    await revokeCofConsent(
      t.db,
      { merchantId: 'mer_sandbox', merchantCustomerId: 'cust-7', paymentTokenId: token },
      t.clock.now,
    );
    const error = await refused(
      payoutBody('CARD', { payment_details: { payment_token_id: token } }),
    );
    expect(error.error_message).toMatch(/\(2911 COF Consent not found\)$/);
  });

  it('must come from POST /v1/token, not from a payment (2908)', async () => {
    t = await createTestApp();
    const token = await savedToken(t);
    const error = await refused(
      payoutBody('CARD', {
        merchant_customer_id: 'cust-1',
        payment_details: { payment_token_id: token },
      }),
    );
    expect(error.error_message).toBe(
      'payment_details.payment_token_id must be a card token obtained with POST /v1/token; this one was saved by a payment (2908 Payment token is not valid)',
    );
  });
});

describe('POST /v1/payout takes', () => {
  it('a bank account number whose digits look like a card number: an account is no card', async () => {
    t = await createTestApp();
    // 14 digits of a Maestro prefix that pass the Luhn check: a card number anywhere else.
    const account = payoutBody('BANK_TRANSFER', {
      payment_details: {
        bank_name: 'KB Kookmin Bank',
        bank_account_number: '500000-12-345673',
        bank_account_holder_name: 'Kim Minji',
      },
    });
    const res = await postPayout(t, account);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.payment_details.bank_account_number).toBe('500000-12-345673');
  });
});

describe('the merchant’s setup for a method (spec: Payout methods, Prerequisite)', () => {
  it.each([
    ['CRYPTO', 'a crypto wallet configured in the back office', 'CRYPTO_WALLET'],
    ['PAXUM', 'a Paxum-type processor configured in the back office', 'PAXUM_PROCESSOR'],
    [
      'BANK_TRANSFER',
      'a processor supporting bank transfer configured in the back office',
      'BANK_TRANSFER_PROCESSOR',
    ],
  ] as const)('%s without %s is refused; SEPA needs none', async (method, needs, setting) => {
    t = await createTestApp({ SANDBOX_PAYOUT_PREREQUISITES: 'none' });
    expect(await refused(payoutBody(method))).toEqual({
      error_code: 'INVALID_REQUEST',
      error_message: `payment_method ${method} needs ${needs}, which this merchant has not set up (merchant setting ${setting}; the sandbox merchant's come from SANDBOX_PAYOUT_PREREQUISITES)`,
    });
    expect((await postPayout(t, payoutBody('SEPA'))).statusCode).toBe(200);
  });

  it('one setup taken away leaves the others', async () => {
    t = await createTestApp({
      SANDBOX_PAYOUT_PREREQUISITES: 'PAXUM_PROCESSOR,BANK_TRANSFER_PROCESSOR',
    });
    expect((await postPayout(t, payoutBody('PAXUM'))).statusCode).toBe(200);
    expect((await postPayout(t, payoutBody('CRYPTO'))).statusCode).toBe(400);
  });
});
