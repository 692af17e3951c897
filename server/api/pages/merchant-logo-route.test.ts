import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setMerchantLogo } from '../../domain/merchants/merchant-store.ts';
import { ConfigError } from '../../platform/config.ts';
import {
  checkoutBody,
  createTestApp,
  TEST_API_KEY,
  type TestApp,
} from '../../test-support/test-app.ts';

// The merchant's logo (MERCHANT_LOGO_FILE): checked at start, named by the session view, served by
// Kassa itself with a year's cache and its own content type.

let dir: string;
let t: TestApp | undefined;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kassa-logo-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

async function file(name: string, content: Buffer | string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

async function sessionView(app: TestApp, body = checkoutBody()): Promise<Record<string, unknown>> {
  const created = await app.app.inject({
    method: 'POST',
    url: '/v1/checkout',
    headers: { 'x-api-key': TEST_API_KEY },
    payload: body,
  });
  expect(created.statusCode).toBe(200);
  const token = new URL(created.json().data.session.redirect_url).pathname.split('/').pop();
  return (await app.app.inject({ method: 'GET', url: `/api/sessions/${token}` })).json();
}

describe('the merchant logo', () => {
  it('is absent by default: the view names no logo, the form shows the shop name', async () => {
    t = await createTestApp();
    const view = await sessionView(t);
    expect(view).not.toHaveProperty('logo_url');
    expect(view.shop_name).toBe('Test Shop');
  });

  it('is named by the view and served with its type and a year of cache', async () => {
    t = await createTestApp({ MERCHANT_LOGO_FILE: await file('logo.png', PNG) });
    const view = await sessionView(t);
    expect(view.logo_url).toMatch(/^\/merchant-logos\/mer_sandbox\/[0-9a-f]{64}$/);
    const logo = await t.app.inject({ method: 'GET', url: String(view.logo_url) });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.rawPayload.equals(PNG)).toBe(true);
  });

  it('serves an SVG as image/svg+xml under a policy that runs and loads nothing', async () => {
    t = await createTestApp({ MERCHANT_LOGO_FILE: await file('logo.svg', SVG) });
    const logo = await t.app.inject({
      method: 'GET',
      url: String((await sessionView(t)).logo_url),
    });
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.headers['content-security-policy']).toContain("default-src 'none'");
    expect(logo.body).toBe(SVG);
  });

  it('answers 404 for a digest that is not the logo (an old one), 400 for a malformed one', async () => {
    t = await createTestApp({ MERCHANT_LOGO_FILE: await file('logo2.png', PNG) });
    const old = await t.app.inject({
      method: 'GET',
      url: `/merchant-logos/mer_sandbox/${'0'.repeat(64)}`,
    });
    expect(old.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/merchant-logos/mer_sandbox/x' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('digest');
  });

  it('goes when the back office takes it away', async () => {
    t = await createTestApp({ MERCHANT_LOGO_FILE: await file('logo3.png', PNG) });
    const url = String((await sessionView(t)).logo_url);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    // Taken away in the back office (a restart keeps what the back office stored).
    await setMerchantLogo(t.db, 'mer_sandbox', null);
    expect(await sessionView(t)).not.toHaveProperty('logo_url');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('stops the start with what is wrong: missing, not an image, too big, an SVG with a script', async () => {
    const failure = async (path: string): Promise<string> => {
      try {
        await createTestApp({ MERCHANT_LOGO_FILE: path });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      return 'started';
    };
    const missing = join(dir, 'nope.png');
    expect(await failure(missing)).toBe(
      `[Kassa] MERCHANT_LOGO_FILE ${missing} cannot be read (ENOENT)`,
    );
    const gif = await file('logo.gif', 'GIF89a');
    expect(await failure(gif)).toBe(
      `[Kassa] MERCHANT_LOGO_FILE ${gif}: the file is not a PNG, JPEG, WebP or SVG image`,
    );
    const big = await file('big.png', Buffer.concat([PNG, Buffer.alloc(256 * 1024)]));
    expect(await failure(big)).toContain('a logo may be at most 262144 bytes (256 KB)');
    const script = await file('script.svg', SVG.replace('<rect', '<script>x()</script><rect'));
    expect(await failure(script)).toBe(
      `[Kassa] MERCHANT_LOGO_FILE ${script}: the SVG holds a <script> element; a logo must be a plain picture`,
    );
  });
});

describe('the shop link', () => {
  it('names the checkout shop_url when it is http(s)', async () => {
    t = await createTestApp();
    const base = checkoutBody();
    const body = {
      ...base,
      payment_data: {
        ...(base.payment_data as object),
        shop_url: 'https://shop.example.test/',
      },
    };
    expect((await sessionView(t, body)).shop_url).toBe('https://shop.example.test/');
    expect(await sessionView(t)).not.toHaveProperty('shop_url');
  });
});
