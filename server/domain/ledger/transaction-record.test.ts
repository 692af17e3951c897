import { afterEach, describe, expect, it } from 'vitest';
import { handleWebhook, recordProblems } from '../../test-support/merchant-webhook.ts';
import { startTestReceiver, type TestReceiver } from '../../test-support/postback-receiver.ts';
import {
  cardPaymentBody,
  createTestApp,
  openSession,
  TEST_POSTBACK_SECRET,
  type TestApp,
} from '../../test-support/test-app.ts';
import { settleDueTransactions } from '../outcomes/settle-pending.ts';
import { claimDuePostbacks } from '../postbacks/outbox-store.ts';
import { sendPostback } from '../postbacks/send-postback.ts';
import type { TransactionData } from './transaction-view.ts';

// The postback contract, server side: every TRANSACTION postback the card flows produce (success,
// decline, pending then settled) is sent over HTTP to a real receiver and read by a merchant-style
// handler that verifies both signatures and validates `data` against the record's JSON schema.

let t: TestApp | undefined;
let receiver: TestReceiver | undefined;
afterEach(async () => {
  await t?.app.close();
  await receiver?.close();
  t = undefined;
  receiver = undefined;
});

const BROWSER = {
  language: 'de-DE',
  screen_width: 1440,
  screen_height: 900,
  color_depth: 24,
  time_zone_offset: -60,
  java_enabled: false,
  javascript_enabled: true,
};

async function pay(app: TestApp, token: string, number: string): Promise<number> {
  const res = await app.app.inject({
    method: 'POST',
    url: `/api/sessions/${token}/payments`,
    headers: { 'user-agent': 'Mozilla/5.0 (Contract test)', 'accept-language': 'de-DE,de;q=0.9' },
    payload: { ...cardPaymentBody({ number }), browser: BROWSER },
  });
  return res.statusCode;
}

/** Sends every queued postback to the receiver and runs each through the merchant's handler. */
async function deliverAll(app: TestApp, to: TestReceiver): Promise<TransactionData[]> {
  const now = app.clock.now;
  const claimed = await claimDuePostbacks(app.db, { now, leaseMs: 60_000, limit: 100 });
  for (const event of claimed) {
    const outcome = await sendPostback({
      url: to.url,
      event,
      timeoutMs: 5_000,
      now,
      policy: app.config.outbound,
    });
    expect(outcome.delivered).toBe(true);
  }
  const records: TransactionData[] = [];
  for (const request of to.received) {
    const verdict = handleWebhook(TEST_POSTBACK_SECRET, request, now.getTime() / 1000);
    expect(verdict).toMatchObject({ ok: true, type: 'TRANSACTION' });
    if (verdict.ok && verdict.record) records.push(verdict.record);
  }
  expect(records).toHaveLength(to.received.length);
  return records;
}

describe('TRANSACTION postbacks carry the transaction record', () => {
  it('for a success, a decline and a pending payment that settles', async () => {
    t = await createTestApp();
    receiver = await startTestReceiver();
    const taxed = await openSession(t, {
      taxOverride: {
        transaction_tax_type: 'INCLUDED',
        transaction_tax_percentage: '19',
        transaction_tax_label: 'VAT',
      },
    });
    expect(await pay(t, taxed, '4242424242424242')).toBe(200);
    expect(await pay(t, await openSession(t), '4000000000009995')).toBe(200);
    expect(await pay(t, await openSession(t), '4000000000000077')).toBe(200);
    t.clock.now = new Date(t.clock.now.getTime() + 10_000);
    const deps = {
      db: t.db,
      now: () => t?.clock.now ?? new Date(),
      processors: t.processors,
      log: { error: () => {} },
    };
    expect(await settleDueTransactions({ ...deps, onPostback: () => {} })).toBe(1);

    const records = await deliverAll(t, receiver);
    const summary = records
      .map((r) => [r.transaction_status, r.response_code, r.version])
      .sort((a, b) => String(a).localeCompare(String(b)));
    expect(summary).toEqual([
      ['DECLINE', 2004, 1],
      ['PENDING', 1200, 1],
      ['SUCCESS', 1000, 1],
      ['SUCCESS', 1000, 2],
    ]);

    const sale = records.find((r) => r.transaction_tax_amount !== undefined);
    expect(sale).toMatchObject({
      transaction_type: 'SALE',
      response_text: 'Success',
      transaction_amount: '34.40',
      transaction_currency_code: 'EUR',
      // The default card acquirer's schedule: 1.4 % + 0.25 EUR.
      transaction_fee_amount: '0.73',
      transaction_fee_currency_code: 'EUR',
      transaction_tax_amount: '5.49',
      transaction_tax_type: 'INCLUDED',
      transaction_tax_label: 'VAT',
      transaction_tax_exempt_amount: '0.00',
      transaction_details: {
        processor: 'Kassa Sandbox Cards A',
        processor_response_text: 'Sandbox: approved',
        card_bin_country_code: 'US',
        card_bin_country_name: 'United States of America',
        card_bin_type: 'CREDIT',
        rrn: expect.stringMatching(/^\d{12}$/),
        cascade_attempt: 0,
        has_been_cascaded: false,
        cof_consent_skipped: false,
        processor_response_transaction_amount: '34.40',
        processor_response_base_amount: '34.40',
      },
      payment_context: {
        ip: '127.0.0.1',
        user_agent: 'Mozilla/5.0 (Contract test)',
        accept_language: 'de-DE,de;q=0.9',
        browser_language: 'de-DE',
        browser_screen_width: 1440,
        browser_screen_height: 900,
        browser_color_depth: 24,
        browser_time_zone_offset: -60,
        browser_java_enabled: false,
        browser_javascript_enabled: true,
      },
      payment_details: {
        card_scheme: 'VISA',
        card_bin: '424242',
        card_last4: '4242',
        card_expiry_month: 12,
        card_expiry_year: 2030,
        card_holder_name: 'Ann Example',
        customer_email: 'ann@example.com',
        customer_selected_country_code: 'DE',
        payment_token_type: 'CARD',
      },
      payment: {
        payment_type: 'SALE',
        merchant_payment_id: 'order-1001',
        payment_token_id: expect.stringMatching(/^tok_/),
        products: [
          { product_name: 'Beans', product_transaction_price: '24.90' },
          { product_name: 'Cup', product_transaction_price: '9.50' },
        ],
      },
    });
    const declined = records.find((r) => r.transaction_status === 'DECLINE');
    expect(declined?.transaction_details.card_bin_country_code).toBe('DE');
    expect(declined?.payment.payment_token_id).toBeUndefined();
    expect(declined?.payment_details.payment_token_type).toBeUndefined();
    // Card data stays BIN, last 4, expiry, scheme and holder name.
    for (const record of records) {
      const text = JSON.stringify(record);
      for (const pan of ['4242424242424242', '4000000000009995', '4000000000000077']) {
        expect(text).not.toContain(pan);
      }
      expect(text).not.toContain('"123"');
      expect(text).not.toContain('session');
    }
  });

  it('leaves out what the sandbox does not know: BIN facts of an unknown BIN, browser fields', async () => {
    t = await createTestApp();
    receiver = await startTestReceiver();
    const token = await openSession(t);
    await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${token}/payments`,
      payload: cardPaymentBody({ number: '4111111111111111' }),
    });
    const [record] = await deliverAll(t, receiver);
    expect(record?.transaction_details).not.toHaveProperty('card_bin_country_code');
    expect(record?.transaction_details).not.toHaveProperty('card_bin_type');
    // inject() sends a User-Agent of its own and no Accept-Language; the body has no browser.
    expect(Object.keys(record?.payment_context ?? {})).toEqual(['ip', 'user_agent']);
  });

  it('refuses browser fields outside their bounds with 400 naming the field', async () => {
    t = await createTestApp();
    const token = await openSession(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${token}/payments`,
      payload: { ...cardPaymentBody(), browser: { ...BROWSER, screen_width: -1 } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].error_message).toContain('screen_width');
  });
});

describe('the merchant handler used by the contract tests', () => {
  const valid = async (): Promise<TransactionData> => {
    t = await createTestApp();
    receiver = await startTestReceiver();
    await pay(t, await openSession(t), '4242424242424242');
    const [record] = await deliverAll(t, receiver);
    if (!record) throw new Error('no record');
    return record;
  };

  it('refuses a record of the wrong shape, so a drifting postback fails the run', async () => {
    const record = await valid();
    expect(recordProblems(record)).toEqual([]);
    expect(recordProblems({ ...record, response_code: '1000' })).not.toEqual([]);
    expect(recordProblems({ ...record, transactions: [] })).not.toEqual([]);
    const { rrn: _rrn, ...withoutRrn } = record.transaction_details;
    expect(recordProblems({ ...record, transaction_details: withoutRrn })).not.toEqual([]);
    const leaky = { ...record.payment_details, card_number: '4242424242424242' };
    expect(recordProblems({ ...record, payment_details: leaky })).not.toEqual([]);
  });

  it('refuses a postback whose signatures do not verify', async () => {
    await valid();
    const [request] = receiver?.received ?? [];
    if (!request) throw new Error('nothing received');
    const now = t?.clock.now.getTime() ?? 0;
    const tampered = { ...request, rawBody: request.rawBody.replace('34.40', '3.44') };
    expect(handleWebhook(TEST_POSTBACK_SECRET, tampered, now / 1000)).toEqual({
      ok: false,
      problems: ['Kassa-Signature does not verify', 'X-Signature does not verify'],
    });
    const wrongKey = handleWebhook('whsec_not_the_secret_0000', request, now / 1000);
    expect(wrongKey.ok).toBe(false);
  });
});

describe('TRANSACTION postbacks of alternative payment methods', () => {
  /** Starts `method` on a new checkout in `currency` and answers its provider page's path. */
  async function startApm(app: TestApp, method: string, currency: string): Promise<string> {
    const token = await openSession(app, {
      payment_data: { type: 'SALE', currency_code: currency, methods: [method] },
      products: [{ product_type: 'SALE', product_name: 'Beans', product_price: '34.40' }],
    });
    const res = await app.app.inject({
      method: 'POST',
      url: `/api/sessions/${token}/apm-payments`,
      payload: { method },
    });
    const { action } = res.json();
    return new URL(action.url ?? action.payload ?? action.provider_url).pathname;
  }

  const answer = (app: TestApp, path: string, decision: string) =>
    app.app.inject({
      method: 'POST',
      url: path,
      headers: {
        origin: 'https://pay.example.test',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `decision=${decision}`,
    });

  it('carry the method, the status of each step and the voucher and QR references', async () => {
    t = await createTestApp();
    receiver = await startTestReceiver();
    await answer(t, await startApm(t, 'BOLETO', 'BRL'), 'approve');
    await answer(t, await startApm(t, 'ALIPAY', 'EUR'), 'decline');
    await answer(t, await startApm(t, 'BANCONTACT', 'EUR'), 'approve');

    const records = await deliverAll(t, receiver);
    const summary = records.map((r) => [
      r.payment.payment_method,
      r.transaction_status,
      r.response_code,
      r.version,
      r.transaction_details.payment_method_reference_type ?? null,
    ]);
    expect(summary).toEqual([
      ['BOLETO', 'PENDING', 1200, 1, 'VOUCHER_NUMBER'],
      ['BOLETO', 'SUCCESS', 1000, 2, 'VOUCHER_NUMBER'],
      ['ALIPAY', 'PENDING', 1200, 1, 'QR_REFERENCE'],
      ['ALIPAY', 'DECLINE', 2000, 2, 'QR_REFERENCE'],
      ['BANCONTACT', 'PENDING', 1200, 1, null],
      ['BANCONTACT', 'SUCCESS', 1000, 2, null],
    ]);
    for (const record of records) {
      expect(record.payment_details).not.toHaveProperty('card_last4');
      expect(record.transaction_details).not.toHaveProperty('card_bin_country_code');
    }
    expect(records[0]?.transaction_details.payment_method_reference_number).toMatch(/^\d{20}$/);
    expect(records[2]?.transaction_details.payment_method_reference_number).toMatch(/^\d{16}$/);
  });
});
