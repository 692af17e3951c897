import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:8080',
      sessionTtlSeconds: 900,
      merchantAllowedOrigins: [],
      postbackTimeoutMs: 10_000,
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reads allowed origins exactly', () => {
    expect(
      loadConfig({ MERCHANT_ALLOWED_ORIGINS: 'https://shop.example, http://127.0.0.1:3000' })
        .merchantAllowedOrigins,
    ).toEqual(['https://shop.example', 'http://127.0.0.1:3000']);
  });

  it.each([
    [{ MERCHANT_ALLOWED_ORIGINS: 'https://shop.example/checkout' }, 'MERCHANT_ALLOWED_ORIGINS'],
    [{ MERCHANT_ALLOWED_ORIGINS: '*' }, 'MERCHANT_ALLOWED_ORIGINS'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ MERCHANT_API_KEY: 'short' }, 'MERCHANT_API_KEY'],
    [{ MERCHANT_CALLBACK_URL: 'ftp://x' }, 'MERCHANT_CALLBACK_URL'],
    [{ POSTBACK_RETRY_SCHEDULE: '10,soon' }, 'POSTBACK_RETRY_SCHEDULE'],
  ])('refuses %j naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
