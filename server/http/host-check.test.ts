import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import {
  createTestApp,
  openSession,
  payCard,
  TEST_API_KEY,
  type TestApp,
} from '../test-support/test-app.ts';
import { hostNameOf, isPagePath, servedHosts } from './host-check.ts';

// DNS rebinding: a foreign name pointed at this machine reaches the server with that name in
// Host. Requests are sent over real sockets to the app listening on 127.0.0.1, with the Host
// header set by hand, as a browser on a rebound name would send it.

let t: TestApp;
afterEach(() => t?.app.close());

const REBOUND = 'rebind.attacker.example';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

async function listening(env: Record<string, string> = {}): Promise<number> {
  t = await createTestApp({ HOST: '127.0.0.1', ...env });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return (t.app.server.address() as AddressInfo).port;
}

/** One HTTP/1.1 request to 127.0.0.1:`port` whose Host header is `host`. */
function send(
  port: number,
  host: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: { ...options.headers, host },
        agent: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A raw HTTP/1.0 request without any Host header; answers the whole response text. */
function sendWithoutHost(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.write(`GET ${path} HTTP/1.0\r\n\r\n`);
    });
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

const refused = (hostname: string) => ({
  errors: [
    {
      error_code: 'INVALID_REQUEST',
      error_message: `Host ${hostname} is not served here; set ALLOWED_HOSTS to add it`,
    },
  ],
});

/** A paid checkout of the sandbox merchant: its payment id is on the open sandbox pages. */
async function paidPayment(): Promise<string> {
  const token = await openSession(t);
  expect((await payCard(t, token)).outcome).toBe('SUCCESS');
  const [row] = await t.db.query('SELECT payment_id FROM payments');
  return String(row?.payment_id);
}

describe('the Host check', () => {
  it('answers the sandbox pages 421 for a rebound name, with a short page and nothing of theirs', async () => {
    const port = await listening();
    const paymentId = await paidPayment();
    for (const path of ['/sandbox/postbacks', `/sandbox/return?payment_id=${paymentId}`]) {
      const own = await send(port, `127.0.0.1:${port}`, path);
      expect(own.status, path).toBe(200);
      expect(own.body).toContain(paymentId);

      const rebound = await send(port, `${REBOUND}:${port}`, path);
      expect(rebound.status, path).toBe(421);
      expect(rebound.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(rebound.body).toContain('<title>Host not served</title>');
      expect(rebound.body).toContain(
        `Host ${REBOUND} is not served here; set ALLOWED_HOSTS to add it`,
      );
      expect(rebound.body).not.toContain(paymentId);
      expect(rebound.body).not.toContain('evt_');
      expect(rebound.headers['set-cookie']).toBeUndefined();
      expect(rebound.headers['x-content-type-options']).toBe('nosniff');
      expect(String(rebound.headers['content-security-policy'])).toContain("default-src 'none'");
      expect(rebound.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers the merchant API and the form API 421 in the error body, before the key is read', async () => {
    const port = await listening();
    const token = await openSession(t);
    const checkout = await send(port, `${REBOUND}:${port}`, '/v1/checkout', {
      method: 'POST',
      headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(checkout.status).toBe(421);
    expect(checkout.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(checkout.body)).toEqual(refused(REBOUND));
    for (const path of [
      `/api/sessions/${token}`,
      '/v1/transactions/trx_unknown',
      '/sandbox/api/postbacks',
      '/nowhere',
    ]) {
      const res = await send(port, REBOUND, path);
      expect(res.status, path).toBe(421);
      expect(JSON.parse(res.body), path).toEqual(refused(REBOUND));
    }
    // Same names as the browser writes them: case and a trailing dot change nothing.
    const upper = await send(port, 'REBIND.Attacker.Example.:443', `/api/sessions/${token}`);
    expect(JSON.parse(upper.body)).toEqual(refused(REBOUND));
  });

  it('serves PUBLIC_URL’s host and the loopback names, on any port', async () => {
    const port = await listening();
    const token = await openSession(t);
    for (const host of [
      'pay.example.test',
      'pay.example.test:443',
      'PAY.example.test.',
      `127.0.0.1:${port}`,
      '127.8.9.10',
      `localhost:${port}`,
      'localhost.',
      `shop.localhost:${port}`,
      `[::1]:${port}`,
    ]) {
      const res = await send(port, host, `/api/sessions/${token}`);
      expect(res.status, host).toBe(200);
    }
  });

  it('serves ALLOWED_HOSTS names, and `.name` for the name and every subdomain', async () => {
    const port = await listening({ ALLOWED_HOSTS: 'kassa.internal, .preview.example' });
    const token = await openSession(t);
    for (const host of ['kassa.internal:8080', 'preview.example', 'pr-7.preview.example:443']) {
      expect((await send(port, host, `/api/sessions/${token}`)).status, host).toBe(200);
    }
    for (const host of ['evilpreview.example', 'kassa.internal.attacker.example', REBOUND]) {
      expect((await send(port, host, `/api/sessions/${token}`)).status, host).toBe(421);
    }
  });

  it('answers every Host with ALLOWED_HOSTS=*', async () => {
    const port = await listening({ ALLOWED_HOSTS: '*' });
    const paymentId = await paidPayment();
    const res = await send(port, `${REBOUND}:${port}`, `/sandbox/return?payment_id=${paymentId}`);
    expect(res.status).toBe(200);
    expect(res.body).toContain(paymentId);
    expect(await sendWithoutHost(port, '/sandbox/postbacks')).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('refuses an HTTP/1.0 request without Host and a Host that is not a host name', async () => {
    const port = await listening();
    const answer = await sendWithoutHost(port, '/sandbox/postbacks');
    expect(answer).toMatch(/^HTTP\/1\.1 421 /);
    expect(answer).toContain(
      'Host header is required: this server answers the host names of PUBLIC_URL, loopback and ALLOWED_HOSTS only',
    );
    for (const host of ['attacker@localhost', 'localhost:80:80', 'local host', '[::1']) {
      const res = await send(port, host, '/v1/transactions/trx_unknown');
      expect(res.status, host).toBe(421);
      expect(JSON.parse(res.body).errors[0].error_message).toBe(
        'Host header must be a host name with an optional port; this server answers the host names of PUBLIC_URL, loopback and ALLOWED_HOSTS only',
      );
    }
  });

  it('answers a page 421 as HTML and everything else in the error body (inject)', async () => {
    t = await createTestApp();
    const pages = [
      '/',
      '/pay/cs_x',
      '/v1/docs',
      '/sandbox/postbacks',
      '/sandbox/return?x=1',
      '/sandbox/acs/preview',
      '/sandbox/provider/apm_x',
    ];
    for (const url of pages) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: REBOUND } });
      expect(res.statusCode, url).toBe(421);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
    }
    for (const url of ['/v1/openapi.json', '/js/kassa.js', '/sandbox/demo-checkout', '/paying']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: REBOUND } });
      expect(res.statusCode, url).toBe(421);
      expect(res.json(), url).toEqual(refused(REBOUND));
    }
  });
});

describe('host names', () => {
  it('reads the name of a Host header, canonical, without its port', () => {
    expect(hostNameOf('Pay.Example.test:8080')).toBe('pay.example.test');
    expect(hostNameOf('localhost.')).toBe('localhost');
    expect(hostNameOf('[::1]:8080')).toBe('[::1]');
    expect(hostNameOf('127.1')).toBe('127.0.0.1');
    for (const bad of ['', ':80', 'a@b', 'a/b', 'x:y', '[::1', 'a b', 'a..b', 'é.example']) {
      expect(hostNameOf(bad), bad).toBeUndefined();
    }
  });

  it('serves the loopback names whatever PUBLIC_URL is', () => {
    const served = servedHosts(loadConfig({ PUBLIC_URL: 'https://pay.example.com' }));
    for (const name of ['pay.example.com', 'localhost', 'a.b.localhost', '127.0.0.1', '[::1]']) {
      expect(served(name), name).toBe(true);
    }
    for (const name of [
      'example.com',
      'localhost.example',
      '10.0.0.1',
      '[::2]',
      'x.pay.example.com',
    ]) {
      expect(served(name), name).toBe(false);
    }
  });

  it('tells pages from JSON by path', () => {
    expect(isPagePath('/')).toBe(true);
    expect(isPagePath('/sandbox/postbacks/evt_1/resend')).toBe(true);
    expect(isPagePath('/sandbox/postbacksx')).toBe(false);
    expect(isPagePath('/sandbox/api/postbacks')).toBe(false);
    expect(isPagePath('/v1/docs/')).toBe(true);
    expect(isPagePath('/pay')).toBe(false);
  });
});
