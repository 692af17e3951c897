import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredEncoding } from '../api/pages/built-file.ts';
import { createBuiltFilesFixture } from '../test-support/built-files-fixture.ts';
import {
  checkoutBody,
  createTestApp,
  TEST_API_KEY,
  type TestApp,
} from '../test-support/test-app.ts';

// Issue #8: built files are served precompressed, answers above 1 KB compressed on the fly, each
// decoding to exactly what an uncompressed answer carries; caching stays as it was.

const built = createBuiltFilesFixture();
const { publicDir, embedDir, files } = built;

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({}, { builtDirs: { publicDir, embedDir } });
  const created = await t.app.inject({
    method: 'POST',
    url: '/v1/checkout',
    headers: { 'x-api-key': TEST_API_KEY },
    payload: checkoutBody(),
  });
  token = String(created.json().data.session.redirect_url).split('/pay/')[1] ?? '';
});

afterAll(async () => {
  await t.app.close();
  built.remove();
});

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return response.rawPayload.toString('utf8');
}

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('built files', () => {
  const served = () => [
    ['/assets/hosted-AbC123.js', join(publicDir, 'assets', 'hosted-AbC123.js')],
    ['/assets/hosted-AbC123.css', join(publicDir, 'assets', 'hosted-AbC123.css')],
    // `/` is not here: the preview carries a per-browser token (sandbox-demo/demo-access.ts), so
    // it is made per request and compressed like any other answer.
    // A link that names no session gets the page as built; a session's page carries its view
    // (checkout-page.ts), made per request (below).
    ['/pay/cs_NoSuchSession0123456789', join(publicDir, 'hosted', 'index.html')],
    ['/js/kassa.js', join(embedDir, 'kassa.js')],
    ['/js/loader.js', join(embedDir, 'loader.js')],
  ];

  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
    ['br', 'br;q=1, gzip;q=0.5'],
    ['gzip', 'br;q=0, gzip'],
    ['gzip', '*;q=0.1, br;q=0'],
  ])('are sent as %s for Accept-Encoding "%s", decoding to the file', async (encoding, accept) => {
    for (const [url, path] of served()) {
      const response = await get(String(url), accept);
      expect(response.statusCode, String(url)).toBe(200);
      expect(response.headers['content-encoding'], String(url)).toBe(encoding);
      expect(String(response.headers.vary), String(url)).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(files[String(path)]?.length ?? 0);
      expect(decoded(response)).toBe(files[String(path)]);
      // The build's variant (highest levels), not one compressed per request.
      const variant = readFileSync(`${path}${encoding === 'br' ? '.br' : '.gz'}`);
      expect(response.rawPayload.equals(variant), String(url)).toBe(true);
    }
  });

  it.each([
    ['no Accept-Encoding', undefined],
    ['identity only', 'identity'],
    ['codings it does not have', 'deflate, compress'],
    ['every coding refused', 'br;q=0, gzip;q=0'],
  ])('are sent uncompressed for %s', async (_case, accept) => {
    for (const [url, path] of served()) {
      const response = await get(String(url), accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'], String(url)).toBeUndefined();
      expect(response.body).toBe(files[String(path)]);
    }
  });

  it('keep their caching: hashed assets for a year, pages never', async () => {
    for (const accept of ['br', undefined]) {
      const asset = await get('/assets/hosted-AbC123.js', accept);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await get(`/pay/${token}`, accept)).headers['cache-control']).toBe('no-store');
      expect((await get('/', accept)).headers['cache-control']).toBe('private, no-store');
      expect((await get('/js/kassa.js', accept)).headers['cache-control']).toBe(
        'public, max-age=300',
      );
    }
  });
});

describe('answers made per request', () => {
  it('are compressed above 1 KB, decoding to the same JSON, and never cached', async () => {
    const products = Array.from({ length: 10 }, (_, n) => ({
      product_type: 'SALE',
      product_name: `Single-origin beans, lot ${n}`,
      product_description: 'Washed, light roast, notes of apricot and black tea.',
      product_price: '12.50',
    }));
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/checkout',
      headers: { 'x-api-key': TEST_API_KEY, 'accept-encoding': 'gzip' },
      payload: checkoutBody({
        payment_data: { type: 'SALE', currency_code: 'EUR', shop_name: 'Test Shop' },
        products,
      }),
    });
    expect(created.statusCode).toBe(200);
    expect(created.headers['content-encoding']).toBe('gzip');
    const bigToken = String(JSON.parse(decoded(created)).data.session.redirect_url).split(
      '/pay/',
    )[1];
    const plain = await get(`/api/sessions/${bigToken}`);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      const response = await get(`/api/sessions/${bigToken}`, encoding);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoded(response))).toEqual(plain.json());
    }
  });

  it("include a session's checkout page, which carries its view", async () => {
    const plain = await get(`/pay/${token}`);
    expect(plain.statusCode).toBe(200);
    for (const encoding of ['br', 'gzip']) {
      const response = await get(`/pay/${token}`, encoding);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(decoded(response)).toBe(plain.body);
    }
  });

  it('are sent as they are under 1 KB (no compression work on small answers)', async () => {
    // A merchant's first page of transactions before it has any: a small answer made per request.
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/transaction?limit=1',
      headers: { 'x-api-key': TEST_API_KEY, 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    const missing = await get('/v1/nothing-here', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
  });
});

describe('preferredEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0.0', undefined],
    ['*', 'br'],
    ['gzip;q=oops', undefined],
  ])('picks from "%s": %s', (header, expected) => {
    expect(preferredEncoding(header, ['br', 'gzip'])).toBe(expected);
  });
});
