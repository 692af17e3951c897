import { describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../test-support/session-fixture.ts';
import { createApiClient } from './api-client.ts';

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const card = {
  number: '4242424242424242',
  expiry_month: 12,
  expiry_year: 2030,
  security_code: '123',
  holder_name: 'Ada Lovelace',
};

describe('createApiClient', () => {
  it('reads the session by token without caching', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(json(200, sessionFixture()));
    const client = createApiClient({ token: 'tok/1', fetch });

    const result = await client.getSession();

    expect(result).toEqual({ ok: true, value: sessionFixture() });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/sessions/tok%2F1');
    expect(init?.cache).toBe('no-store');
  });

  it('posts the payment as JSON and keeps the card out of the URL', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(json(200, { outcome: 'SUCCESS', attempts_left: 2 }));
    const client = createApiClient({ token: 'tok', baseUrl: 'https://pay.test', fetch });

    await client.pay({ method: 'CARD', card });

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://pay.test/api/sessions/tok/payments');
    expect(String(url)).not.toContain('4242');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ method: 'CARD', card });
  });

  it('sends each method to its own endpoint: a saved card to the card, an APM to its own', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockImplementation(async () => json(200, { outcome: 'SUCCESS', attempts_left: 2 }));
    const client = createApiClient({ token: 'tok', fetch });

    await client.pay({
      method: 'CARD',
      saved_card: { payment_token_id: 'tok_1', security_code: '123' },
    });
    await client.pay({ method: 'GOOGLE_PAY', wallet: { token: 'x', auth_method: 'PAN_ONLY' } });
    await client.pay({ method: 'IDEAL' });

    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/sessions/tok/payments',
      '/api/sessions/tok/wallet-payments',
      '/api/sessions/tok/apm-payments',
    ]);
  });

  it('cancels the open 3-D Secure challenge with an empty JSON body', async () => {
    const retry = {
      outcome: 'RETRY',
      error: { error_code: 1320, error_message: '3-D Secure authentication failed' },
      attempts_left: 2,
    };
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(json(200, retry));
    const client = createApiClient({ token: 'tok', baseUrl: 'https://pay.test', fetch });

    expect(await client.cancelAction('three_ds')).toEqual({ ok: true, value: retry });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://pay.test/api/sessions/tok/three-ds/cancel');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{}');
  });

  it('tells a network failure from an HTTP error', async () => {
    const offline = createApiClient({
      token: 'tok',
      fetch: vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError('Failed to fetch')),
    });
    expect(await offline.getSession()).toEqual({ ok: false, kind: 'network' });

    const errors = [{ error_code: 'NOT_FOUND', error_message: 'No such session' }];
    const missing = createApiClient({
      token: 'tok',
      fetch: vi.fn<typeof globalThis.fetch>().mockResolvedValue(json(404, { errors })),
    });
    expect(await missing.getSession()).toEqual({ ok: false, kind: 'http', status: 404, errors });
  });

  it('survives an error body that is not the spec shape', async () => {
    const client = createApiClient({
      token: 'tok',
      fetch: vi
        .fn<typeof globalThis.fetch>()
        .mockResolvedValue(new Response('<h1>Bad gateway</h1>', { status: 502 })),
    });
    expect(await client.pay({ method: 'CARD', card })).toEqual({
      ok: false,
      kind: 'http',
      status: 502,
      errors: [],
    });
  });
});
