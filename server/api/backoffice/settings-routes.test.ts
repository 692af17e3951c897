import { afterEach, describe, expect, it } from 'vitest';
import { type PostbackDelivery, startPostbackDelivery } from '../../domain/postbacks/delivery.ts';
import { addOperator, type SignedInClient, signIn } from '../../test-support/backoffice.ts';
import {
  startTestReceiver,
  type TestReceiver,
  waitFor,
} from '../../test-support/postback-receiver.ts';
import { createTestApp, openSession, payCard, type TestApp } from '../../test-support/test-app.ts';

// A merchant's settings in the back office: read, changed field by field, checked as the
// environment's values are, effective for what happens next, each change in the audit log.

let t: TestApp;
let worker: PostbackDelivery | undefined;
const receivers: TestReceiver[] = [];
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  await t?.app.close();
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

const SETTINGS = '/backoffice/api/merchants/mer_sandbox/settings';

async function admin(env: Record<string, string> = {}): Promise<SignedInClient> {
  t = await createTestApp({ BACKOFFICE_LOCAL_SIGN_IN: 'off', ...env });
  await addOperator(t, { login: 'ann', role: 'ADMIN' });
  return signIn(t, 'ann');
}

describe('back-office settings', () => {
  it('reads the settings the environment seeded', async () => {
    const ann = await admin({
      MERCHANT_ALLOWED_ORIGINS: 'https://shop.example',
      SUBSCRIPTION_RETRY_SCHEDULE: '1d,12h',
    });
    const res = await ann.send('GET', SETTINGS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      callback_url: 'https://merchant.example.test/postbacks',
      allowed_origins: ['https://shop.example'],
      base_currency_code: 'EUR',
      theme: null,
      payout_prerequisites: expect.any(Array),
      tokens_enabled: true,
      rebill_retry_seconds: [86_400, 43_200],
      form: {
        logo_url: null,
        require_cardholder_name: false,
        saved_card_without_code: false,
        straight_to_method: true,
      },
    });
  });

  it('sends the next postback to a callback URL changed in the back office', async () => {
    const before = await startTestReceiver();
    const after = await startTestReceiver();
    receivers.push(before, after);
    const ann = await admin({ MERCHANT_CALLBACK_URL: before.url });
    const res = await ann.send('PATCH', SETTINGS, { callback_url: after.url });
    expect(res.statusCode).toBe(200);
    expect(res.json().callback_url).toBe(after.url);
    const token = await openSession(t);
    expect((await payCard(t, token)).outcome).toBe('SUCCESS');
    worker = startPostbackDelivery({
      db: t.db,
      now: () => new Date(),
      log: { info: () => {}, warn: () => {}, error: () => {} },
      retrySchedule: [],
      timeoutMs: 10_000,
      pollIntervalMs: 20,
      outbound: { allowInternal: true },
    });
    worker.kick();
    await waitFor(() => after.received.length >= 1);
    expect(before.received).toHaveLength(0);
  });

  it('changes only the fields sent, the form field by field, and audits what changed', async () => {
    const ann = await admin();
    const res = await ann.send('PATCH', SETTINGS, {
      tokens_enabled: false,
      form: { require_cardholder_name: true },
      theme: { theme_type: 'DARK' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      tokens_enabled: false,
      theme: { theme_type: 'DARK' },
      form: { require_cardholder_name: true, straight_to_method: true },
    });
    // Effective for the next request: POST /v1/token is off.
    const [entry] = (await ann.send('GET', '/backoffice/api/audit')).json().entries;
    expect(entry).toMatchObject({
      merchant_id: 'mer_sandbox',
      action: 'settings.update',
      actor: { kind: 'OPERATOR', name: 'ann' },
      changes: {
        tokens_enabled: { from: true, to: false },
        theme: { from: null, to: { theme_type: 'DARK' } },
        'form.require_cardholder_name': { from: false, to: true },
      },
    });
    expect(Object.keys(entry.changes)).toHaveLength(3);
    // The same patch again changes nothing, and writes no entry.
    await ann.send('PATCH', SETTINGS, { tokens_enabled: false });
    expect((await ann.send('GET', '/backoffice/api/audit')).json().entries).toHaveLength(1);
  });

  it('refuses what the environment would refuse, naming the field, and changes nothing', async () => {
    const ann = await admin();
    for (const [patch, field] of [
      [{ callback_url: 'ftp://shop.example/x' }, 'callback_url'],
      [{ callback_url: 'http://169.254.169.254/latest' }, 'callback_url'],
      [{ allowed_origins: ['https://shop.example/path'] }, 'allowed_origins[0]'],
      [{ base_currency_code: 'XXX' }, 'base_currency_code'],
      [{ rebill_retry_seconds: [0] }, 'rebill_retry_seconds[0]'],
      [{ theme: { theme_type: 'NEON' } }, 'theme'],
      [{ unknown: true }, 'unknown'],
    ] as const) {
      const res = await ann.send('PATCH', SETTINGS, patch);
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().errors[0].error_message).toContain(field);
    }
    expect((await ann.send('GET', '/backoffice/api/audit')).json().entries).toHaveLength(0);
  });

  it('sets and removes the logo, checked like MERCHANT_LOGO_FILE', async () => {
    const ann = await admin();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
    const put = (body: string, type = 'image/svg+xml') =>
      t.app.inject({
        method: 'PUT',
        url: `${SETTINGS}/logo`,
        headers: { cookie: ann.cookie, 'x-kassa-csrf': ann.csrf, 'content-type': type },
        payload: body,
      });
    const set = await put(svg);
    expect(set.statusCode).toBe(200);
    const logoUrl: string = set.json().form.logo_url;
    expect(logoUrl).toMatch(/^\/merchant-logos\/mer_sandbox\/[0-9a-f]{64}$/);
    expect((await t.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(200);
    const script = await put(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(script.statusCode).toBe(400);
    expect(script.json().errors[0].error_message).toContain('<script>');
    const removed = await ann.send('DELETE', `${SETTINGS}/logo`);
    expect(removed.json().form.logo_url).toBeNull();
    const actions = (await ann.send('GET', '/backoffice/api/audit'))
      .json()
      .entries.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(['settings.logo_remove', 'settings.logo_set']);
  });
});
