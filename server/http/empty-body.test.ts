import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewRequestHeaders } from '../test-support/preview-access.ts';
import {
  createTestApp,
  openSession,
  TEST_API_KEY,
  type TestApp,
} from '../test-support/test-app.ts';
import { tokenOfCard } from '../test-support/token-charges.ts';

// A POST or DELETE sent with `Content-Type: application/json` and an empty body is a request
// without a body: the calls that carry none do their work, and the routes that need one answer
// the 400 naming the field they require, as they do for a request with no body at all.

let t: TestApp;
const routes: { method: string; url: string; needsBody: boolean }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  t.app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (['GET', 'HEAD', 'OPTIONS'].includes(method)) continue;
      routes.push({ method, url: route.url, needsBody: route.schema?.body !== undefined });
    }
  });
  await t.app.ready();
});
afterAll(() => t.app.close());

const JSON_HEADERS: Record<string, string> = {
  'x-api-key': TEST_API_KEY,
  'content-type': 'application/json',
};

function sendEmpty(method: 'POST' | 'DELETE' | 'PATCH', url: string, headers = JSON_HEADERS) {
  return t.app.inject({ method, url, headers, payload: '' });
}

const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { errors: { error_code: string; error_message: string }[] }).errors;

describe('the calls that carry no body, sent with Content-Type: application/json and nothing', () => {
  it('hides a card', async () => {
    const token = await tokenOfCard(t, '4242424242424242', { savedForShopper: true });
    const hidden = await sendEmpty('POST', `/v1/customer/cust-1/payment-token/${token}/delete`);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data).toMatchObject({ payment_token_id: token, is_hidden: true });
    const session = await openSession(t);
    const view = await t.app.inject({ method: 'GET', url: `/api/sessions/${session}` });
    expect(view.json().saved_cards).toBeUndefined();
  });

  it('revokes the card-on-file consent', async () => {
    const token = await tokenOfCard(t, '5555555555554444');
    const url = `/v1/customer/cust-1/payment-token/${token}/revoke-cof-consent`;
    const revoked = await sendEmpty('POST', url);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data.cof_consent_status).toBe('REVOKED');
  });

  it('deletes a negative entry', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/merchant-negative-entry',
      headers: JSON_HEADERS,
      payload: { type: 'IP', ip_address: '203.0.113.9' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id;
    const deleted = await sendEmpty('DELETE', `/v1/merchant-negative-entry/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data.id).toBe(id);
    const again = await sendEmpty('DELETE', `/v1/merchant-negative-entry/${id}`);
    expect(again.statusCode).toBe(404);
  });

  it('opens a demo checkout, as the plain button posts it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/sandbox/demo-checkout',
      headers: { ...previewRequestHeaders(t.config), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().redirect_url).toMatch(/\/pay\/cs_/);
  });
});

describe('the routes that need a body', () => {
  it.each([
    ['POST', '/v1/checkout', 'payment_data is required'],
    ['POST', '/v1/refund', /^\w+ is required$/],
    ['POST', '/v1/payout', /^\w+ is required$/],
    ['POST', '/v1/merchant-negative-entry', 'type is required'],
  ] as const)('%s %s answers 400 naming the field it requires', async (method, url, rule) => {
    for (const headers of [JSON_HEADERS, { 'x-api-key': TEST_API_KEY }]) {
      const response = await sendEmpty(method, url, headers);
      expect(response.statusCode, response.body).toBe(400);
      const [error] = errorOf(response);
      expect(error?.error_code).toBe('INVALID_REQUEST_PARAMETER');
      expect(error?.error_message).toMatch(rule);
    }
  });

  it('every route answers an empty JSON body as it answers no body, never as a bad one', async () => {
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const url = route.url.replace(/:\w+/g, 'unknown_1');
      const method = route.method as 'POST';
      const empty = await sendEmpty(method, url);
      const none = await t.app.inject({ method, url, headers: { 'x-api-key': TEST_API_KEY } });
      const name = `${route.method} ${route.url}`;
      expect(empty.statusCode, name).toBeLessThan(500);
      expect(empty.body, name).not.toMatch(/request body is (empty|not valid JSON)/);
      expect(empty.statusCode, name).toBe(none.statusCode);
      if (empty.statusCode >= 400) expect(errorOf(empty), name).toEqual(errorOf(none));
      if (route.needsBody && empty.statusCode === 400) {
        expect(errorOf(empty)[0]?.error_message, name).not.toMatch(/^body must be of type/);
      }
    }
  });
});
