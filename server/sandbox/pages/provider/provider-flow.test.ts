import { afterEach, describe, expect, it } from 'vitest';
import { apmStep } from '../../../domain/steps/apm/decide-apm.ts';
import { decideDueSteps } from '../../../domain/steps/pending-step.ts';
import { recordProblems } from '../../../test-support/merchant-webhook.ts';
import { createTestApp, openSession, type TestApp } from '../../../test-support/test-app.ts';

// The sandbox provider page end to end through the form's API, in process: each flow kind from
// ACTION to SUCCESS and to DECLINE, the automatic payment, the expiry, two approvals at once, the
// way back to a hosted page and what hostile requests get.

let t: TestApp;
afterEach(() => t?.app.close());

const ORIGIN = 'https://pay.example.test';

function session(methods: string[], currency: string, extra: Record<string, unknown> = {}) {
  return openSession(t, {
    payment_data: {
      type: 'SALE',
      currency_code: currency,
      methods: ['CARD', ...methods],
      shop_name: 'Test Shop',
      ...extra,
    },
    products: [{ product_type: 'SALE', product_name: 'Beans', product_price: '34.40' }],
  });
}

/** Starts `method` and answers the provider page's path and the ACTION. */
async function startStep(token: string, method: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/sessions/${token}/apm-payments`,
    payload: { method },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { action } = res.json();
  const url = new URL(action.url ?? action.payload ?? action.provider_url);
  expect(url.origin).toBe(ORIGIN);
  return { path: url.pathname, action };
}

const decide = (path: string, form: Record<string, string>, origin = ORIGIN) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

const view = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/sessions/${token}` })).json();

/** A TRANSACTION postback's data as these tests read it (recordProblems checks the whole). */
interface Posted {
  transaction_status: string;
  response_code: number;
  transaction_details: Record<string, unknown>;
  [field: string]: unknown;
}

async function postbacks(): Promise<Posted[]> {
  const rows = await t.db.query(
    `SELECT payload FROM postback_outbox WHERE event_type = 'TRANSACTION' ORDER BY queued_seq`,
  );
  return rows.map((row) => JSON.parse(String(row.payload)).data);
}

const later = (ms: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + ms);
};

describe('the sandbox provider page', () => {
  it('shows the shop, the amount, the method and the kind’s buttons under a strict CSP', async () => {
    t = await createTestApp();
    const token = await session(['BOLETO'], 'BRL');
    const { path, action } = await startStep(token, 'BOLETO');
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain('script-src');
    expect(page.body).toContain('<html lang="en"');
    expect(page.body).not.toContain('<script');
    for (const text of ['Test Shop', 'Boleto cash desk', action.reference, 'Pay this voucher']) {
      expect(page.body).toContain(text);
    }
    expect(page.body).toContain('Leave unpaid');
    expect(page.body).toMatch(/R\$\s?34[.,]40/);
  });

  const flows = [
    ['IDEAL', 'EUR', 'redirect', 'approve', 'decline'],
    ['WECHAT', 'CNY', 'qr', 'approve', 'decline'],
    ['MBWAY', 'EUR', 'bank_app', 'approve', 'decline'],
  ] as const;
  for (const [method, currency, kind, approve, decline] of flows) {
    it(`approves a ${kind} payment (${method}): SUCCESS, postback, session SUCCEEDED`, async () => {
      // An embedded form's provider page does not send the shopper back: it says what happened.
      t = await createTestApp({ MERCHANT_ALLOWED_ORIGINS: 'https://shop.example.test' });
      const token = await session([method], currency, { ui_mode: 'EMBEDDED' });
      const { path } = await startStep(token, method);
      const res = await decide(path, { decision: approve });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toContain('Your decision was recorded');
      expect(res.body).toContain('return to the shop');
      // The window an embedded form opened for a redirect closes itself, by a hashed script.
      const closes = kind === 'redirect';
      expect(res.body.includes('<script>window.close()</script>')).toBe(closes);
      const csp = String(res.headers['content-security-policy']);
      expect(csp.includes("script-src 'sha256-")).toBe(closes);
      expect(await view(token)).toMatchObject({ state: 'SUCCEEDED' });
      const last = (await postbacks()).at(-1);
      expect(last).toMatchObject({
        transaction_status: 'SUCCESS',
        response_code: 1000,
        version: 2,
        payment: { payment_method: method },
      });
      expect(recordProblems(last)).toEqual([]);
      // Decided once: the page says so and a second answer changes nothing.
      const again = await decide(path, { decision: decline });
      expect(again.statusCode).toBe(409);
      expect(again.body).toContain('Payment approved');
      expect(await postbacks()).toHaveLength(2);
    });

    it(`declines a ${kind} payment (${method}): DECLINE 2000, session OPEN again`, async () => {
      t = await createTestApp();
      const token = await session([method], currency);
      const { path } = await startStep(token, method);
      // A hosted session's redirect goes back to its page; the others say the answer is recorded.
      const answer = await decide(path, { decision: decline });
      expect(answer.statusCode).toBe(kind === 'redirect' ? 303 : 200);
      expect(await view(token)).toMatchObject({
        state: 'OPEN',
        attempts_left: 4,
        last_error: { error_code: 2000 },
      });
      expect((await postbacks()).at(-1)).toMatchObject({
        transaction_status: 'DECLINE',
        response_code: 2000,
      });
    });
  }

  it('pays a voucher with "Pay this voucher", reporting its reference', async () => {
    t = await createTestApp();
    const token = await session(['OXXOPAY'], 'MXN');
    const { path, action } = await startStep(token, 'OXXOPAY');
    expect((await decide(path, { decision: 'approve' })).statusCode).toBe(200);
    expect((await view(token)).state).toBe('SUCCEEDED');
    expect((await postbacks()).at(-1)?.transaction_details).toMatchObject({
      payment_method_reference_type: 'VOUCHER_NUMBER',
      payment_method_reference_number: action.reference.replaceAll(' ', ''),
    });
  });

  it('reports a QR payment’s reference in its postbacks', async () => {
    t = await createTestApp();
    const token = await session(['PIX'], 'BRL');
    const { path } = await startStep(token, 'PIX');
    await decide(path, { decision: 'approve' });
    const all = await postbacks();
    expect(all.map((p) => p.transaction_status)).toEqual(['PENDING', 'SUCCESS']);
    for (const data of all) {
      expect(data.transaction_details.payment_method_reference_type).toBe('QR_REFERENCE');
      expect(data.transaction_details.payment_method_reference_number).toMatch(/^\d{16}$/);
      expect(recordProblems(data)).toEqual([]);
    }
  });

  it('asks BLIK for a 6-digit code; 000000 is declined', async () => {
    t = await createTestApp();
    const token = await session(['BLIK'], 'PLN');
    const { path } = await startStep(token, 'BLIK');
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('<label for="code">BLIK code</label>');
    const missing = await decide(path, { decision: 'approve', code: '12' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Enter the 6-digit BLIK code.');
    expect((await view(token)).state).toBe('PROCESSING');
    await decide(path, { decision: 'approve', code: '000000' });
    expect((await postbacks()).at(-1)?.transaction_details.processor_response_text).toBe(
      'Sandbox: BLIK code declined by the bank',
    );
    const second = await startStep(token, 'BLIK');
    await decide(second.path, { decision: 'approve', code: '777123' });
    expect((await view(token)).state).toBe('SUCCEEDED');
  });

  it('sends a hosted session’s redirect back to its hosted payment page (303)', async () => {
    t = await createTestApp();
    const token = await session(['SOFORT'], 'EUR');
    const { path } = await startStep(token, 'SOFORT');
    const res = await decide(path, { decision: 'approve' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${ORIGIN}/pay/${token}`);
  });

  it('pays once when two tabs approve at once', async () => {
    t = await createTestApp();
    const token = await session(['PIX'], 'BRL');
    const { path } = await startStep(token, 'PIX');
    const answers = await Promise.all([
      decide(path, { decision: 'approve' }),
      decide(path, { decision: 'approve' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const statuses = (await postbacks()).map((p) => p.transaction_status);
    expect(statuses).toEqual(['PENDING', 'SUCCESS']);
    const rows = await t.db.query(`SELECT status FROM transactions`);
    expect(rows.map((r) => r.status)).toEqual(['SUCCESS']);
  });
});

describe('the sandbox’s clock', () => {
  it('pays a voucher by itself after SANDBOX_APM_AUTO_PAY_SECONDS', async () => {
    t = await createTestApp({ SANDBOX_APM_AUTO_PAY_SECONDS: '30' });
    const token = await session(['BOLETO'], 'BRL');
    await startStep(token, 'BOLETO');
    const deps = {
      db: t.db,
      now: () => t.clock.now,
      processors: t.processors,
      autoPaySeconds: 30,
      log: { error: () => undefined },
      onPostback: () => undefined,
    };
    later(29_000);
    expect(await decideDueSteps(deps, apmStep(deps))).toBe(0);
    expect((await view(token)).state).toBe('PROCESSING');
    later(1_000);
    expect(await decideDueSteps(deps, apmStep(deps))).toBe(1);
    expect((await view(token)).state).toBe('SUCCEEDED');
    expect((await postbacks()).at(-1)).toMatchObject({ transaction_status: 'SUCCESS' });
  });

  it('pays a step left pending at its time, read by the session view', async () => {
    t = await createTestApp({ SANDBOX_APM_AUTO_PAY_SECONDS: '60' });
    const token = await session(['PAYPAL'], 'USD');
    const { path, action } = await startStep(token, 'PAYPAL');
    const left = await decide(path, { decision: 'leave_pending' });
    expect(left.statusCode).toBe(303);
    expect(await view(token)).toMatchObject({ state: 'PROCESSING', action });
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.body).toContain(
      'Left pending: the sandbox pays it by itself at Nov 22, 2026, 10:01 AM UTC',
    );
    later(60_000);
    expect((await view(token)).state).toBe('SUCCEEDED');
    expect((await postbacks()).map((p) => p.transaction_status)).toEqual(['PENDING', 'SUCCESS']);
  });

  it('expires a step nobody decided (2904), by the sweeper, never paying', async () => {
    t = await createTestApp({ APM_QR_SECONDS: '60' });
    const token = await session(['PIX'], 'BRL');
    const { path } = await startStep(token, 'PIX');
    later(60_000);
    const deps = {
      db: t.db,
      now: () => t.clock.now,
      processors: t.processors,
      autoPaySeconds: 180,
      log: { error: () => undefined },
      onPostback: () => undefined,
    };
    expect(await decideDueSteps(deps, apmStep(deps))).toBe(1);
    const failed = await view(token);
    expect(failed.state).toBe('FAILED');
    expect(failed.redirect_url).toContain('error_code=2904');
    expect((await postbacks()).at(-1)).toMatchObject({
      transaction_status: 'ERROR',
      response_code: 2904,
    });
    const page = await decide(path, { decision: 'approve' });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('Payment expired');
  });

  it('expires a due step when its page is read, even one left pending too late', async () => {
    t = await createTestApp({ APM_BANK_APP_SECONDS: '60', SANDBOX_APM_AUTO_PAY_SECONDS: '120' });
    const token = await session(['SATISPAY'], 'EUR');
    const { path } = await startStep(token, 'SATISPAY');
    later(61_000);
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('Payment expired');
    expect((await view(token)).state).toBe('FAILED');
    expect((await postbacks()).map((p) => p.response_code)).toEqual([1200, 2904]);
  });
});

describe('hostile requests to the provider page', () => {
  it('are 4xx, never 5xx', async () => {
    t = await createTestApp();
    const token = await session(['PIX'], 'BRL');
    const { path } = await startStep(token, 'PIX');
    const unknown = `/sandbox/provider/apm_${'A'.repeat(43)}`;
    const cases = [
      await t.app.inject({ method: 'GET', url: '/sandbox/provider/nope' }),
      await t.app.inject({ method: 'GET', url: `/sandbox/provider/${'x'.repeat(5000)}` }),
      await t.app.inject({ method: 'GET', url: unknown }),
      await t.app.inject({ method: 'GET', url: `${path}%00` }),
      await decide(unknown, { decision: 'approve' }),
      await decide(path, { decision: 'pay-twice' }),
      await decide(path, { decision: 'approve', code: 'a\u0000b' }),
      await decide(path, { decision: 'approve', extra: '1' }),
      await decide(path, { decision: 'approve' }, 'https://evil.example'),
      await t.app.inject({
        method: 'POST',
        url: path,
        headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `decision=approve&code=${'9'.repeat(100_000)}`,
      }),
      await t.app.inject({
        method: 'POST',
        url: path,
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: '{"decision":',
      }),
    ];
    for (const res of cases) {
      expect(res.statusCode, `${res.statusCode} ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(
        400,
      );
      expect(res.statusCode).toBeLessThan(500);
    }
    // A voucher's page has no Decline; the step is still open after all of the above.
    expect((await view(token)).state).toBe('PROCESSING');
    const voucher = await session(['BOLETO'], 'BRL');
    const step = await startStep(voucher, 'BOLETO');
    const wrong = await decide(step.path, { decision: 'decline' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('cannot be answered');
  });
});
