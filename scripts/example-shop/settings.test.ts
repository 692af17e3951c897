import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/platform/config.ts';
import {
  BUILT_FILES,
  exampleShopSettings,
  kassaEnv,
  missingBuiltFiles,
  shopEnv,
} from './settings.ts';

// `npm run example:shop` gives Kassa and the shop one key and one secret, and tells each where
// the other is; the Kassa side is read by Kassa's own configuration loader.

let scratch = '';
afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = '';
});

describe('exampleShopSettings', () => {
  it('defaults to the shop on 3000 and Kassa on 8080, with its data in examples/shop/data', () => {
    const s = exampleShopSettings({}, '/repo');
    expect(s).toMatchObject({
      shopPort: 3000,
      kassaPort: 8080,
      dataDir: '/repo/examples/shop/data',
    });
  });

  it('makes a new key and secret for every start, long enough for Kassa', () => {
    const a = exampleShopSettings({}, '/repo');
    const b = exampleShopSettings({}, '/repo');
    expect(a.apiKey).not.toBe(b.apiKey);
    expect(a.postbackSecret).not.toBe(b.postbackSecret);
    expect(a.apiKey.length).toBeGreaterThanOrEqual(24);
    expect(a.postbackSecret.length).toBeGreaterThanOrEqual(16);
  });

  it('takes SHOP_PORT, KASSA_PORT and SHOP_DATA_DIR, and refuses a port that is not one', () => {
    const s = exampleShopSettings(
      { SHOP_PORT: '3100', KASSA_PORT: '8100', SHOP_DATA_DIR: '/tmp/shop' },
      '/repo',
    );
    expect(s).toMatchObject({ shopPort: 3100, kassaPort: 8100, dataDir: '/tmp/shop' });
    expect(() => exampleShopSettings({ SHOP_PORT: 'http' }, '/repo')).toThrow(
      'SHOP_PORT must be a port number from 1 to 65535, got "http"',
    );
  });
});

describe('the two environments', () => {
  const s = exampleShopSettings({}, '/repo');

  it("make Kassa post back to the shop's webhook and let the shop's origin embed the form", () => {
    const config = loadConfig(kassaEnv(s, { PORT: '1', HOST: '0.0.0.0', PUBLIC_URL: 'x' }));
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:8080',
      dataDir: '/repo/examples/shop/data/kassa',
      merchantApiKey: s.apiKey,
      postbackSecret: s.postbackSecret,
      merchantCallbackUrl: 'http://127.0.0.1:3000/webhooks/kassa',
      merchantAllowedOrigins: ['http://127.0.0.1:3000'],
    });
  });

  it('give the shop the same key and secret, and where Kassa is', () => {
    expect(shopEnv(s, { PORT: '1' })).toMatchObject({
      PORT: '3000',
      HOST: '127.0.0.1',
      SHOP_URL: 'http://127.0.0.1:3000',
      SHOP_DATA_DIR: '/repo/examples/shop/data',
      KASSA_URL: 'http://127.0.0.1:8080',
      KASSA_API_KEY: s.apiKey,
      KASSA_POSTBACK_SECRET: s.postbackSecret,
    });
  });
});

describe('missingBuiltFiles', () => {
  it('names what the build has not made yet', () => {
    scratch = mkdtempSync(join(tmpdir(), 'example-shop-'));
    expect(missingBuiltFiles(scratch)).toEqual([...BUILT_FILES]);
    for (const file of BUILT_FILES.slice(1)) {
      mkdirSync(dirname(join(scratch, file)), { recursive: true });
      writeFileSync(join(scratch, file), '');
    }
    expect(missingBuiltFiles(scratch)).toEqual(['dist/node/server/main.js']);
  });
});
