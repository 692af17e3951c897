import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { loadEnvFileIfPresent } from './env-file.ts';
import { bannerLines } from './startup-banner.ts';

// Settings kept in `.env` reach the configuration at start; the shell still has the last word.

const NAMES = ['CHECKOUT_SESSION_TTL_SECONDS', 'MERCHANT_ALLOWED_ORIGINS', 'KASSA_ENV_FILE_TEST'];
let dir: string;
let saved: Record<string, string | undefined>;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'kassa-env-file-'));
  saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
  for (const name of NAMES) delete process.env[name];
});

afterEach(() => {
  for (const name of NAMES) {
    const value = saved[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('the .env file', () => {
  it('is read when present, in the format of node --env-file, before the configuration', () => {
    writeFileSync(
      join(dir, '.env'),
      [
        '# kept between runs',
        'CHECKOUT_SESSION_TTL_SECONDS=120',
        'export MERCHANT_ALLOWED_ORIGINS="http://127.0.0.1:3000"  # the shop',
        '',
      ].join('\n'),
    );
    expect(loadEnvFileIfPresent(dir)).toBe(join(dir, '.env'));
    const config = loadConfig();
    expect(config.sessionTtlSeconds).toBe(120);
    expect(config.merchantAllowedOrigins).toEqual(['http://127.0.0.1:3000']);
  });

  it('gives way to a variable set in the environment', () => {
    writeFileSync(
      join(dir, '.env'),
      'CHECKOUT_SESSION_TTL_SECONDS=120\nKASSA_ENV_FILE_TEST=file\n',
    );
    process.env.CHECKOUT_SESSION_TTL_SECONDS = '300';
    loadEnvFileIfPresent(dir);
    expect(loadConfig().sessionTtlSeconds).toBe(300);
    expect(process.env.KASSA_ENV_FILE_TEST).toBe('file');
  });

  it('may be absent: nothing is read and nothing is said', () => {
    expect(loadEnvFileIfPresent(dir)).toBeUndefined();
    expect(loadConfig().sessionTtlSeconds).toBe(900);
  });

  it('is named in the start-up banner when it was read', () => {
    const facts = {
      local: 'http://127.0.0.1:8080',
      engine: 'pglite' as const,
      merchantId: 'mer_sandbox',
      apiKey: 'sk_sandbox_generated',
      postbackSecret: 'whsec_generated',
      callbackReachability: undefined,
    };
    const path = join(dir, '.env');
    expect(bannerLines(loadConfig({}), { ...facts, envFile: path }).join('\n')).toContain(
      `Settings read from:                 ${path} and the environment (the environment wins)`,
    );
    expect(bannerLines(loadConfig({}), facts).join('\n')).toContain(
      'Settings read from:                 the environment (no .env file here)',
    );
  });
});
