import { describe, expect, it } from 'vitest';
import { createBackofficeClient } from './backoffice-client.ts';

// The client against a recorded fetch: the paths and bodies of the contract, the session cookie's
// credentials, and the CSRF token of the last GET session on every change, never on a read.

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

function recordingFetch(answers: Record<string, () => Response> = {}) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    sent.push({
      url,
      method,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body,
      credentials: init?.credentials,
    });
    const answer = answers[`${method} ${url}`];
    if (answer) return answer();
    return new Response('{"errors":[{"error_code":"NOT_FOUND","error_message":"no route"}]}', {
      status: 404,
    });
  };
  return { sent, fetch: fetch as typeof globalThis.fetch };
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const SESSION = {
  operator: {
    operator_id: 'op_1',
    login: 'ada',
    role: 'MERCHANT',
    merchant_id: 'm 1',
    created_at: '2026-11-01T00:00:00Z',
  },
  csrf_token: 'csrf_abc',
  local_shortcut: false,
};

describe('the back office client', () => {
  it('sends the CSRF token of GET session with every change, and none with a read', async () => {
    const { sent, fetch } = recordingFetch({
      'GET /backoffice/api/session': json(SESSION),
      'PATCH /backoffice/api/merchants/m%201/settings': json({ callback_url: null }),
      'GET /backoffice/api/merchants/m%201/keys': json({ keys: [] }),
    });
    const client = createBackofficeClient({ fetch });
    // Before the session is read there is no token to send.
    await client.changePassword({ current_password: 'a', new_password: 'b' });
    expect(sent[0]?.headers['x-kassa-csrf']).toBeUndefined();
    expect((await client.getSession()).ok).toBe(true);
    const patched = await client.updateSettings('m 1', { callback_url: null });
    expect(patched).toEqual({ ok: true, value: { callback_url: null } });
    await client.listKeys('m 1');
    const [, session, patch, list] = sent;
    expect(session?.headers['x-kassa-csrf']).toBeUndefined();
    expect(patch?.headers['x-kassa-csrf']).toBe('csrf_abc');
    expect(patch?.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(patch?.body))).toEqual({ callback_url: null });
    expect(list?.headers['x-kassa-csrf']).toBeUndefined();
    expect(sent.every((request) => request.credentials === 'same-origin')).toBe(true);
  });

  it('forgets the token once signed out', async () => {
    const { sent, fetch } = recordingFetch({
      'GET /backoffice/api/session': json(SESSION),
      'DELETE /backoffice/api/session': () => new Response(null, { status: 204 }),
    });
    const client = createBackofficeClient({ fetch });
    await client.getSession();
    expect(await client.signOut()).toEqual({ ok: true, value: undefined });
    await client.rotatePostbackSecret('m_1', {});
    expect(sent[1]?.headers['x-kassa-csrf']).toBe('csrf_abc');
    expect(sent[2]?.headers['x-kassa-csrf']).toBeUndefined();
  });

  it('answers a refusal with its error body, and no answer at all as a network failure', async () => {
    const { fetch } = recordingFetch({
      'POST /backoffice/api/session': json(
        {
          errors: [{ error_code: 'INVALID_REQUEST', error_message: 'login or password is wrong' }],
        },
        401,
      ),
    });
    const client = createBackofficeClient({ fetch });
    expect(await client.signIn({ login: 'ada', password: 'nope' })).toEqual({
      ok: false,
      kind: 'http',
      status: 401,
      errors: [{ error_code: 'INVALID_REQUEST', error_message: 'login or password is wrong' }],
    });
    const offline = createBackofficeClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await offline.listMerchants()).toEqual({ ok: false, kind: 'network' });
  });

  it('uploads the logo as the body with its own type, and pages the audit log by its query', async () => {
    const { sent, fetch } = recordingFetch({
      'PUT /backoffice/api/merchants/m_1/settings/logo': () => new Response(null, { status: 204 }),
      'GET /backoffice/api/audit?merchant_id=m_1&limit=50&before=audit_9': json({
        entries: [],
        next_before: null,
      }),
    });
    const client = createBackofficeClient({ fetch });
    const image = new Blob(['<svg/>'], { type: 'image/svg+xml' });
    expect((await client.uploadLogo('m_1', image)).ok).toBe(true);
    expect(sent[0]?.headers['Content-Type']).toBe('image/svg+xml');
    expect(sent[0]?.body).toBe(image);
    const page = await client.listAudit({ merchantId: 'm_1', limit: 50, before: 'audit_9' });
    expect(page).toEqual({ ok: true, value: { entries: [], next_before: null } });
  });

  it('revokes a key now or at a time, at its own address', async () => {
    const { sent, fetch } = recordingFetch({
      'POST /backoffice/api/merchants/m_1/keys/key%2F1/revoke': () =>
        new Response(null, { status: 204 }),
    });
    const client = createBackofficeClient({ fetch });
    expect((await client.revokeKey('m_1', 'key/1', { at: '2026-12-01T10:00:00.000Z' })).ok).toBe(
      true,
    );
    expect(JSON.parse(String(sent[0]?.body))).toEqual({ at: '2026-12-01T10:00:00.000Z' });
  });
});
