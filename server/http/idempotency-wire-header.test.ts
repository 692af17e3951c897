import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkoutBody,
  createTestApp,
  TEST_API_KEY,
  type TestApp,
} from '../test-support/test-app.ts';

// The header as Node's HTTP parser hands it over from a real socket (inject builds requests in
// memory): a header line sent twice stays two entries of rawHeaders, and spaces around a value are
// not part of it.

let t: TestApp;
afterEach(() => t?.app.close());

async function post(key: string | string[]): Promise<{ status: number; body: string }> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const payload = JSON.stringify(checkoutBody());
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/v1/checkout',
        headers: {
          'x-api-key': TEST_API_KEY,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-idempotency-key': key,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('X-Idempotency-Key over a real connection', () => {
  it('refuses two header lines instead of reading them as the key "a, b"', async () => {
    t = await createTestApp();
    const res = await post(['order-1', 'order-2']);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).errors[0].error_message).toBe(
      'X-Idempotency-Key must be sent once per request',
    );
  });

  it('reads the value without the spaces around it', async () => {
    t = await createTestApp();
    expect((await post('  order-42  ')).status).toBe(200);
    const rows = await t.db.query('SELECT idempotency_key FROM idempotency_keys');
    expect(rows).toEqual([{ idempotency_key: 'order-42' }]);
  });
});
