import { describe, expect, it } from 'vitest';
import { newApiKey } from '../domain/merchants/api-key.ts';
import { ConfigError, loadConfig, MIN_API_KEY_LENGTH } from './config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:8080',
      sessionTtlSeconds: 900,
      merchantAllowedOrigins: [],
      merchantTheme: null,
      postbackTimeoutMs: 10_000,
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('prepares PostgreSQL statements unless DATABASE_PREPARED_STATEMENTS is off', () => {
    expect(loadConfig({}).databasePreparedStatements).toBe(true);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'on' }).databasePreparedStatements).toBe(
      true,
    );
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'off' }).databasePreparedStatements).toBe(
      false,
    );
    expect(() => loadConfig({ DATABASE_PREPARED_STATEMENTS: 'no' })).toThrow(
      new ConfigError(
        '[Kassa] DATABASE_PREPARED_STATEMENTS must be on (prepare each statement once per connection) or off (for a pooler that cannot keep them), got "no"',
      ),
    );
  });

  it('has rate limits on by default, each settable and 0 switching it off', () => {
    expect(loadConfig({}).rateLimits).toEqual({
      apiPerMinute: 6_000,
      paymentsPerMinute: 60,
      demoPerMinute: 20,
      authFailuresPerMinute: 20,
    });
    expect(
      loadConfig({
        RATE_LIMIT_API_PER_MINUTE: '0',
        RATE_LIMIT_PAYMENTS_PER_MINUTE: '5',
        RATE_LIMIT_DEMO_PER_MINUTE: '1',
        RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: '0',
      }).rateLimits,
    ).toEqual({
      apiPerMinute: 0,
      paymentsPerMinute: 5,
      demoPerMinute: 1,
      authFailuresPerMinute: 0,
    });
    expect(loadConfig({ RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: '5' }).rateLimits).toMatchObject({
      authFailuresPerMinute: 5,
    });
  });

  it('runs one process unless KASSA_PROCESSES says more, and more only on PostgreSQL', () => {
    expect(loadConfig({}).processes).toBe(1);
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    const postgres = { DATABASE_URL: 'postgres://kassa@db.internal/kassa' };
    expect(loadConfig({ ...postgres, KASSA_PROCESSES: '4' }).processes).toBe(4);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '5000' }).shutdownDrainMs).toBe(5000);
    expect(() => loadConfig({ ...postgres, KASSA_PROCESSES: '65' })).toThrow(
      new ConfigError('[Kassa] KASSA_PROCESSES must be an integer from 1 to 64, got "65"'),
    );
    expect(() => loadConfig({ KASSA_PROCESSES: '2' })).toThrow(
      new ConfigError(
        '[Kassa] KASSA_PROCESSES=2 needs DATABASE_URL: the embedded database belongs to the one process that locked DATA_DIR; set DATABASE_URL to a PostgreSQL server, or KASSA_PROCESSES to 1',
      ),
    );
  });

  it('takes a MERCHANT_API_KEY of 24 characters or more, and refuses a shorter one naming the rule', () => {
    const key24 = 'sk_test_0123456789abcdef';
    expect(key24).toHaveLength(24);
    expect(loadConfig({ MERCHANT_API_KEY: key24 }).merchantApiKey).toBe(key24);
    for (const short of ['sk_test_0123456789abcde', 'sk_test_my_shop_0001', 'short']) {
      expect(() => loadConfig({ MERCHANT_API_KEY: short })).toThrow(
        new ConfigError(
          `[Kassa] MERCHANT_API_KEY must be at least 24 characters long, got ${short.length}; choose a longer key, or leave it unset to have one generated`,
        ),
      );
    }
    // Unset (or empty) is not a chosen key: one is generated, far longer than the rule asks.
    expect(loadConfig({ MERCHANT_API_KEY: '' }).merchantApiKey).toBeUndefined();
    const generated = newApiKey();
    expect(generated).toMatch(/^sk_sandbox_[\w-]{32}$/);
    expect(generated.length).toBeGreaterThanOrEqual(MIN_API_KEY_LENGTH);
    expect(loadConfig({ MERCHANT_API_KEY: generated }).merchantApiKey).toBe(generated);
  });

  it('gives each alternative payment step its limit, and the sandbox its automatic payment delay', () => {
    const defaults = loadConfig({});
    expect(defaults.apmStepSeconds).toEqual({
      redirect: 900,
      qr: 900,
      voucher: 259_200,
      bank_app: 300,
    });
    expect(defaults.apmAutoPaySeconds).toBe(180);
    const set = loadConfig({
      APM_REDIRECT_SECONDS: '60',
      APM_QR_SECONDS: '120',
      APM_VOUCHER_SECONDS: '3600',
      APM_BANK_APP_SECONDS: '30',
      SANDBOX_APM_AUTO_PAY_SECONDS: '2',
    });
    expect(set.apmStepSeconds).toEqual({ redirect: 60, qr: 120, voucher: 3600, bank_app: 30 });
    expect(set.apmAutoPaySeconds).toBe(2);
    expect(() => loadConfig({ APM_QR_SECONDS: '1' })).toThrow(
      'APM_QR_SECONDS must be an integer from 5 to 86400, got "1"',
    );
    expect(() => loadConfig({ SANDBOX_APM_AUTO_PAY_SECONDS: '0' })).toThrow(
      'SANDBOX_APM_AUTO_PAY_SECONDS must be an integer from 1',
    );
  });

  it('gives each payout method its sandbox delay, the sandbox merchant its payout setups and base currency', () => {
    const defaults = loadConfig({});
    expect(defaults.payoutSeconds).toEqual({
      CARD: 3,
      CRYPTO: 5,
      SEPA: 10,
      PAXUM: 2,
      BANK_TRANSFER: 10,
    });
    expect(defaults.sandboxPayoutPrerequisites).toEqual([
      'CRYPTO_WALLET',
      'PAXUM_PROCESSOR',
      'BANK_TRANSFER_PROCESSOR',
    ]);
    expect(defaults.merchantBaseCurrency).toBe('EUR');
    const set = loadConfig({
      SANDBOX_PAYOUT_SEPA_SECONDS: '0',
      SANDBOX_PAYOUT_PREREQUISITES: ' PAXUM_PROCESSOR , CRYPTO_WALLET',
      MERCHANT_BASE_CURRENCY: 'USD',
    });
    expect(set.payoutSeconds.SEPA).toBe(0);
    expect(set.payoutSeconds.CARD).toBe(3);
    expect(set.sandboxPayoutPrerequisites).toEqual(['PAXUM_PROCESSOR', 'CRYPTO_WALLET']);
    expect(set.merchantBaseCurrency).toBe('USD');
    expect(loadConfig({ SANDBOX_PAYOUT_PREREQUISITES: 'none' }).sandboxPayoutPrerequisites).toEqual(
      [],
    );
    expect(() => loadConfig({ SANDBOX_PAYOUT_CRYPTO_SECONDS: '86401' })).toThrow(
      'SANDBOX_PAYOUT_CRYPTO_SECONDS must be an integer from 0 to 86400, got "86401"',
    );
    expect(() => loadConfig({ SANDBOX_PAYOUT_PREREQUISITES: 'ACH_PROCESSOR' })).toThrow(
      'SANDBOX_PAYOUT_PREREQUISITES must list some of CRYPTO_WALLET, PAXUM_PROCESSOR, BANK_TRANSFER_PROCESSOR (comma-separated), or be none, got "ACH_PROCESSOR"',
    );
  });

  it('reads ALLOWED_HOSTS as canonical host names, `.name` for subdomains, or * for any', () => {
    expect(loadConfig({}).allowedHosts).toEqual([]);
    expect(
      loadConfig({ ALLOWED_HOSTS: 'Kassa.Internal, .Preview.Example, 192.0.2.7, [2001:DB8::7]' })
        .allowedHosts,
    ).toEqual(['kassa.internal', '.preview.example', '192.0.2.7', '[2001:db8::7]']);
    expect(loadConfig({ ALLOWED_HOSTS: ' * ' }).allowedHosts).toBe('*');
    const rule =
      'must list host names without scheme or port, comma-separated (shop.example, .example.com for it and every subdomain, 192.0.2.7, [2001:db8::7]), or be * alone to answer every Host';
    for (const [raw, got] of [
      ['https://kassa.example', 'https://kassa.example'],
      ['kassa.example:8080', 'kassa.example:8080'],
      ['ok.example, kassa example', 'kassa example'],
      ['.[::1]', '.[::1]'],
      ['*.example.com', '*.example.com'],
      ['ok.example,', ''],
    ]) {
      expect(() => loadConfig({ ALLOWED_HOSTS: raw }), raw).toThrow(
        new ConfigError(`[Kassa] ALLOWED_HOSTS ${rule}, got "${got}"`),
      );
    }
    expect(() => loadConfig({ ALLOWED_HOSTS: '*, kassa.example' })).toThrow(
      new ConfigError(`[Kassa] ALLOWED_HOSTS ${rule}, got "*, kassa.example"`),
    );
  });

  it('reads allowed origins exactly', () => {
    expect(
      loadConfig({ MERCHANT_ALLOWED_ORIGINS: 'https://shop.example, http://127.0.0.1:3000' })
        .merchantAllowedOrigins,
    ).toEqual(['https://shop.example', 'http://127.0.0.1:3000']);
  });

  it('reads the merchant theme through the override validator (values trimmed)', () => {
    expect(
      loadConfig({
        MERCHANT_THEME: '{"theme_type":"DARK","theme_variables":{"primaryColor":" #0a7d55 "}}',
      }).merchantTheme,
    ).toEqual({ theme_type: 'DARK', theme_variables: { primaryColor: '#0a7d55' } });
    expect(
      loadConfig({ MERCHANT_THEME: '{"messages":{"PT-br":{"page.title":"Pagamento"}}}' })
        .merchantTheme,
    ).toEqual({ messages: { 'pt-BR': { 'page.title': 'Pagamento' } } });
  });

  it.each([
    ['{"theme_type":"NEON"}', 'MERCHANT_THEME.theme_type must be one of LIGHT, DARK, BROWSER'],
    [
      '{"theme_variables":{"primaryColour":"red"}}',
      'MERCHANT_THEME.theme_variables.primaryColour is not a known theme variable',
    ],
    [
      '{"theme_rules":{".kassa-label":{"color":"url(x)"}}}',
      'MERCHANT_THEME.theme_rules[".kassa-label"].color must be',
    ],
    [
      '{theme_type: DARK}',
      'MERCHANT_THEME must be a JSON object shaped like payment_form_override',
    ],
    ['["DARK"]', 'MERCHANT_THEME must be an object'],
    [
      '{"messages":{"de":{"page.title.shop":"Kasse"}}}',
      'MERCHANT_THEME.messages.de["page.title.shop"] must keep the placeholder {shop}',
    ],
  ])('refuses MERCHANT_THEME=%s naming the field and the rule', (raw, message) => {
    expect(() => loadConfig({ MERCHANT_THEME: raw })).toThrow(ConfigError);
    expect(() => loadConfig({ MERCHANT_THEME: raw })).toThrow(message);
  });

  it.each([
    [{ MERCHANT_ALLOWED_ORIGINS: 'https://shop.example/checkout' }, 'MERCHANT_ALLOWED_ORIGINS'],
    [{ MERCHANT_ALLOWED_ORIGINS: '*' }, 'MERCHANT_ALLOWED_ORIGINS'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ MERCHANT_API_KEY: 'short' }, 'MERCHANT_API_KEY'],
    [{ MERCHANT_CALLBACK_URL: 'ftp://x' }, 'MERCHANT_CALLBACK_URL'],
    [{ POSTBACK_RETRY_SCHEDULE: '10,soon' }, 'POSTBACK_RETRY_SCHEDULE'],
    [{ RATE_LIMIT_API_PER_MINUTE: '-1' }, 'RATE_LIMIT_API_PER_MINUTE'],
    [{ RATE_LIMIT_API_PER_MINUTE: '1e3' }, 'RATE_LIMIT_API_PER_MINUTE'],
    [{ RATE_LIMIT_PAYMENTS_PER_MINUTE: 'many' }, 'RATE_LIMIT_PAYMENTS_PER_MINUTE'],
    [{ RATE_LIMIT_DEMO_PER_MINUTE: '2.5' }, 'RATE_LIMIT_DEMO_PER_MINUTE'],
    [{ RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: 'few' }, 'RATE_LIMIT_AUTH_FAILURES_PER_MINUTE'],
    [{ KASSA_PROCESSES: '0' }, 'KASSA_PROCESSES'],
    [{ SHUTDOWN_DRAIN_MS: 'soon' }, 'SHUTDOWN_DRAIN_MS'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
  ])('refuses %j naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('refuses a callback URL with credentials, without printing them', () => {
    const env = { MERCHANT_CALLBACK_URL: 'http://merchant:hunter2@127.0.0.1:3000/postbacks' };
    expect(() => loadConfig(env)).toThrow(
      '[Kassa] MERCHANT_CALLBACK_URL must not carry a user name or password (user:pass@)',
    );
    expect(() => loadConfig(env)).not.toThrow(/hunter2/);
  });

  it.each([
    [{}, true],
    [{ HOST: '127.0.0.1' }, true],
    [{ HOST: '::1' }, true],
    [{ HOST: 'localhost' }, true],
    [{ HOST: '0.0.0.0' }, false],
    [{ HOST: '::' }, false],
    [{ HOST: '192.168.1.20' }, false],
    [{ HOST: '0.0.0.0', SANDBOX_DEMO: '1' }, true],
    [{ HOST: '127.0.0.1', SANDBOX_DEMO: '0' }, false],
  ])('serves the demo checkout with %j: %s (on by default on loopback only)', (env, on) => {
    expect(loadConfig(env).sandboxDemo).toBe(on);
  });

  it.each(['yes', 'true', '2'])('refuses SANDBOX_DEMO=%s', (value) => {
    expect(() => loadConfig({ SANDBOX_DEMO: value })).toThrow(
      `SANDBOX_DEMO must be 1 (serve the demo checkout) or 0 (do not), got "${value}"`,
    );
  });

  it.each([
    [{}, true],
    [{ HOST: '::1' }, true],
    [{ HOST: '0.0.0.0' }, false],
    [{ HOST: '192.168.1.20' }, false],
    [{ HOST: '0.0.0.0', SANDBOX_POSTBACK_TARGETS: 'any' }, true],
  ])('lets postbacks reach loopback and private addresses with %j: %s', (env, allowed) => {
    expect(loadConfig(env).outbound).toEqual({ allowInternal: allowed });
  });

  it('refuses a SANDBOX_POSTBACK_TARGETS other than any', () => {
    expect(() => loadConfig({ SANDBOX_POSTBACK_TARGETS: 'all' })).toThrow(
      new ConfigError(
        '[Kassa] SANDBOX_POSTBACK_TARGETS must be any (postbacks may go to loopback and private addresses whatever HOST is) or unset, got "all"',
      ),
    );
  });

  it('keeps a loopback callback URL on a loopback HOST, the developer’s laptop', () => {
    for (const url of ['http://127.0.0.1:3000/postbacks', 'http://localhost:3000/hooks']) {
      expect(loadConfig({ MERCHANT_CALLBACK_URL: url }).merchantCallbackUrl).toBe(url);
    }
    expect(
      loadConfig({ HOST: '0.0.0.0', MERCHANT_CALLBACK_URL: 'https://shop.example/postbacks' })
        .merchantCallbackUrl,
    ).toBe('https://shop.example/postbacks');
    expect(
      loadConfig({
        HOST: '0.0.0.0',
        SANDBOX_POSTBACK_TARGETS: 'any',
        MERCHANT_CALLBACK_URL: 'http://10.0.0.8:3000/postbacks',
      }).merchantCallbackUrl,
    ).toBe('http://10.0.0.8:3000/postbacks');
  });

  it('refuses to start with a callback URL postbacks may not reach, saying why', () => {
    expect(() =>
      loadConfig({ HOST: '0.0.0.0', MERCHANT_CALLBACK_URL: 'http://2130706433:3000/postbacks' }),
    ).toThrow(
      new ConfigError(
        '[Kassa] MERCHANT_CALLBACK_URL http://2130706433:3000/postbacks is refused: loopback address. HOST 0.0.0.0 is not a loopback address, so loopback and private addresses are refused; set SANDBOX_POSTBACK_TARGETS=any to allow them',
      ),
    );
    expect(() =>
      loadConfig({ HOST: '0.0.0.0', MERCHANT_CALLBACK_URL: 'http://192.168.1.7/postbacks' }),
    ).toThrow('is refused: private address');
    for (const [url, kind] of [
      ['http://169.254.169.254/latest/meta-data/', 'link-local or metadata address'],
      ['http://metadata.google.internal/', 'link-local or metadata address'],
      ['http://[fe80::1]:3000/', 'link-local or metadata address'],
      ['http://0.0.0.0:3000/', 'unspecified address'],
      ['http://255.255.255.255/', 'multicast or broadcast address'],
    ]) {
      for (const env of [{}, { HOST: '0.0.0.0', SANDBOX_POSTBACK_TARGETS: 'any' }]) {
        expect(() => loadConfig({ ...env, MERCHANT_CALLBACK_URL: url }), url).toThrow(
          new ConfigError(
            `[Kassa] MERCHANT_CALLBACK_URL ${url} is refused: ${kind}. Unspecified, link-local and metadata, multicast, broadcast and reserved addresses are always refused`,
          ),
        );
      }
    }
  });
});
