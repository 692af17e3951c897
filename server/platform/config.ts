import { resolve } from 'node:path';
import { validatePaymentFormOverride } from '../../common/messages/override-validation.ts';
import { isKnownCurrency } from '../../common/money/currency.ts';
import type { PaymentFormOverride } from '../../themes/payment-form-override.ts';
import {
  PAYOUT_METHODS,
  PAYOUT_PREREQUISITES,
  type PayoutMethod,
  type PayoutPrerequisite,
} from '../contract/payout-methods.ts';
import { checkHost, type OutboundPolicy, refusalAdvice } from './outbound/address-policy.ts';
import {
  DEFAULT_REBILL_RETRY_PRESET,
  parseRebillRetrySchedule,
  REBILL_RETRY_PRESETS,
} from './rebill-retry-schedule.ts';

// Configuration comes from the environment only. Every variable is documented in docs/configuration.md.

export interface Config {
  port: number;
  host: string;
  /** Base of the URLs handed to merchants and shoppers (redirect_url), without a trailing slash. */
  publicUrl: string;
  /**
   * ALLOWED_HOSTS: Host names answered besides PUBLIC_URL's and the loopback names, lower-case
   * (`.example.com` also stands for every subdomain); `*` answers every Host (server/http/host-check.ts).
   */
  allowedHosts: string[] | '*';
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_PREPARED_STATEMENTS: prepare each statement once per PostgreSQL connection. */
  databasePreparedStatements: boolean;
  /** DATABASE_POOL_SIZE: PostgreSQL connections each process's pool opens at most. */
  databasePoolSize: number;
  merchantApiKey: string | undefined;
  /** Checked against `outbound` where the host is an address, metadata's name or localhost. */
  merchantCallbackUrl: string | undefined;
  /** Where postbacks and the test postback may go: HOST and SANDBOX_POSTBACK_TARGETS decide. */
  outbound: OutboundPolicy;
  /** Origins that may frame the sandbox merchant's EMBEDDED sessions. */
  merchantAllowedOrigins: string[];
  /** The sandbox merchant's theme defaults: the back-office layer under payment_form_override. */
  merchantTheme: PaymentFormOverride | null;
  /**
   * MERCHANT_LOGO_FILE: the sandbox merchant's logo, a PNG, JPEG, WebP or SVG file read and checked
   * at start (server/domain/merchants/logo-image.ts); undefined for none (the shop's name instead).
   */
  merchantLogoFile: string | undefined;
  /** MERCHANT_BASE_CURRENCY: the sandbox merchant's base currency (spec: base_currency_code). */
  merchantBaseCurrency: string;
  postbackSecret: string | undefined;
  sessionTtlSeconds: number;
  /** Seconds between postback attempts; its length is the number of retries. */
  postbackRetrySchedule: number[];
  postbackTimeoutMs: number;
  /** How long the sandbox processor keeps a PENDING (1200) transaction before it settles. */
  pendingSettleMs: number;
  /** THREE_DS_CHALLENGE_SECONDS: how long a 3-D Secure challenge waits for the shopper. */
  threeDsChallengeSeconds: number;
  /** How long each alternative method's step waits for the shopper, by flow kind. */
  apmStepSeconds: ApmStepSeconds;
  /** SANDBOX_APM_AUTO_PAY_SECONDS: when the sandbox pays a voucher or a step left pending. */
  apmAutoPaySeconds: number;
  /** AUTHORIZATION_HOLD_SECONDS: an authorization never captured within this expires. */
  authorizationHoldSeconds: number;
  /** SANDBOX_PAYOUT_<METHOD>_SECONDS: how long the sandbox takes to end a payout, by method. */
  payoutSeconds: Readonly<Record<PayoutMethod, number>>;
  /** SANDBOX_PAYOUT_PREREQUISITES: the payout setups the sandbox merchant has. */
  sandboxPayoutPrerequisites: PayoutPrerequisite[];
  /**
   * SUBSCRIPTION_RETRY_SCHEDULE: seconds from a declined rebill to each retry, each from the one
   * before; the sandbox merchant's (server/platform/rebill-retry-schedule.ts).
   */
  rebillRetrySchedule: readonly number[];
  /** SANDBOX_WALLETS: the wallet buttons open Kassa's sandbox sheet instead of the real wallets. */
  sandboxWallets: boolean;
  /**
   * MERCHANT_STRAIGHT_TO_METHOD: the sandbox merchant's setting that sends the shopper of a
   * checkout with one alternative method and every customer detail given straight to the method.
   */
  merchantStraightToMethod: boolean;
  /**
   * MERCHANT_SAVED_CARD_WITHOUT_CODE: the sandbox merchant's setting that lets a saved card pay
   * without its security code (off unless set).
   */
  merchantSavedCardWithoutCode: boolean;
  /**
   * MERCHANT_REQUIRE_CARDHOLDER_NAME: the sandbox merchant's setting that makes the card form's
   * cardholder name required (optional otherwise).
   */
  merchantRequireCardholderName: boolean;
  /** Whether POST /sandbox/demo-checkout (the preview's test checkout button) is served. */
  sandboxDemo: boolean;
  /**
   * The back office lets requests in as the first admin without a password: only while HOST is a
   * loopback address, and unless BACKOFFICE_LOCAL_SIGN_IN=off.
   */
  backofficeLocalSignIn: boolean;
  /** Requests a minute before 429; 0 switches a limit off. */
  rateLimits: RateLimits;
  /**
   * KASSA_PROCESSES: server processes sharing the port (node:cluster), 1 unless set; more than one
   * needs DATABASE_URL (docs/deploy.md).
   */
  processes: number;
  /**
   * SHUTDOWN_DRAIN_MS: after a stop signal, how long the server keeps serving while /readyz
   * answers 503, so a load balancer stops sending it requests before its port closes.
   */
  shutdownDrainMs: number;
  logLevel: string;
}

/** Seconds an alternative method's step stays open (APM_*_SECONDS), by flow kind. */
export interface ApmStepSeconds {
  redirect: number;
  qr: number;
  voucher: number;
  bank_app: number;
}

export interface RateLimits {
  /** Per API key, on every /v1 route. */
  apiPerMinute: number;
  /** Per client address, on the form API's POST /api/sessions/:token/payments. */
  paymentsPerMinute: number;
  /** Per client address, on POST /sandbox/demo-checkout. */
  demoPerMinute: number;
  /** Wrong API keys per client address on /v1 and /sandbox/api before its attempts get 429. */
  authFailuresPerMinute: number;
}

/** The shortest MERCHANT_API_KEY an operator may choose (generated keys are longer). */
export const MIN_API_KEY_LENGTH = 24;

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`[Kassa] ${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

function httpUrl(env: Env, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`[Kassa] ${name} must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`[Kassa] ${name} must be an http(s) URL, got "${raw}"`);
  }
  // A password in the URL would be sent nowhere (postbacks go out without it) and printed in the
  // start-up banner: refuse it, and do not echo the value that holds it.
  if (url.username !== '' || url.password !== '') {
    throw new ConfigError(`[Kassa] ${name} must not carry a user name or password (user:pass@)`);
  }
  return raw;
}

/** "https://shop.example, http://127.0.0.1:3000" → exact origins, each checked. */
function origins(env: Env, name: string): string[] {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return [];
  return raw.split(',').map((part) => {
    const value = part.trim();
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== value) {
      throw new ConfigError(
        `[Kassa] ${name} must list origins like https://shop.example (scheme, host, optional port; no path), got "${value}"`,
      );
    }
    return value;
  });
}

const HOST_NAME_RULE =
  'must list host names without scheme or port, comma-separated (shop.example, .example.com for it and every subdomain, 192.0.2.7, [2001:db8::7]), or be * alone to answer every Host';

/**
 * "shop.example, .example.com" → canonical host names (lower case, IDN as punycode, IPv6 in
 * brackets), so they compare with a request's Host as the URL parser reads it.
 */
function hostNames(env: Env, name: string): string[] | '*' {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return [];
  const parts = raw.split(',').map((part) => part.trim());
  if (parts.includes('*')) {
    if (parts.length > 1) throw new ConfigError(`[Kassa] ${name} ${HOST_NAME_RULE}, got "${raw}"`);
    return '*';
  }
  return parts.map((part) => {
    const subdomains = part.startsWith('.');
    const host = subdomains ? part.slice(1) : part;
    const canonical = canonicalHostName(host);
    if (canonical === undefined || (subdomains && host.startsWith('['))) {
      throw new ConfigError(`[Kassa] ${name} ${HOST_NAME_RULE}, got "${part}"`);
    }
    return subdomains ? `.${canonical}` : canonical;
  });
}

/**
 * A host name, IPv4 address or bracketed IPv6 address (no port) as the URL parser writes it; a
 * trailing dot (the fully-qualified spelling) is dropped. Undefined for anything else.
 */
export function canonicalHostName(host: string): string | undefined {
  if (!/^(?:[A-Za-z0-9_.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])$/.test(host)) return undefined;
  try {
    const { hostname } = new URL(`http://${host}`);
    const name = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
    return name === '' || name.startsWith('.') || name.includes('..') ? undefined : name;
  } catch {
    return undefined;
  }
}

/** JSON in the shape of payment_form_override, held to the same validator as a checkout's. */
function theme(env: Env, name: string): PaymentFormOverride | null {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    const detail = error instanceof SyntaxError ? ` (${error.message})` : '';
    throw new ConfigError(
      `[Kassa] ${name} must be a JSON object shaped like payment_form_override, e.g. {"theme_type":"DARK","color":"#0a7d55"}; it is not valid JSON${detail}`,
    );
  }
  const checked = validatePaymentFormOverride(value, name);
  if (!checked.ok) throw new ConfigError(`[Kassa] ${checked.error.field} ${checked.error.rule}`);
  return checked.override;
}

/** Addresses only this machine can reach; HOST decides who can reach the service. */
export const isLoopbackHost = (host: string): boolean =>
  /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\]|localhost)$/i.test(host);

/**
 * The demo endpoint opens real checkouts without a key: served by default only while the service
 * listens on a loopback address.
 */
function sandboxDemo(env: Env, host: string): boolean {
  const raw = env.SANDBOX_DEMO;
  if (raw === undefined || raw === '') return isLoopbackHost(host);
  if (raw !== '0' && raw !== '1') {
    throw new ConfigError(
      `[Kassa] SANDBOX_DEMO must be 1 (serve the demo checkout) or 0 (do not), got "${raw}"`,
    );
  }
  return raw === '1';
}

/**
 * The back office's shortcut for the developer at their own machine: never while HOST lets other
 * machines in, whatever BACKOFFICE_LOCAL_SIGN_IN says.
 */
function backofficeLocalSignIn(env: Env, host: string): boolean {
  const raw = env.BACKOFFICE_LOCAL_SIGN_IN;
  if (raw !== undefined && raw !== '' && raw !== 'on' && raw !== 'off') {
    throw new ConfigError(
      `[Kassa] BACKOFFICE_LOCAL_SIGN_IN must be on (the back office opens without a password while HOST is a loopback address) or off (always sign in), got "${raw}"`,
    );
  }
  return raw !== 'off' && isLoopbackHost(host);
}

/**
 * Loopback and private postback targets: allowed while the service listens on loopback (the
 * developer's handler runs beside it), refused beyond unless SANDBOX_POSTBACK_TARGETS=any (a
 * shared sandbox must not reach its neighbours). The rest of the rule is always on.
 */
function outboundPolicy(env: Env, host: string): OutboundPolicy {
  const raw = env.SANDBOX_POSTBACK_TARGETS;
  if (raw === undefined || raw === '') return { allowInternal: isLoopbackHost(host) };
  if (raw !== 'any') {
    throw new ConfigError(
      `[Kassa] SANDBOX_POSTBACK_TARGETS must be any (postbacks may go to loopback and private addresses whatever HOST is) or unset, got "${raw}"`,
    );
  }
  return { allowInternal: true };
}

/**
 * MERCHANT_CALLBACK_URL under the outbound rule, as far as it can be judged without DNS: a
 * literal address, a metadata service's name or localhost that postbacks may not reach stops the
 * start (a name is checked at every delivery, and by the start-up probe).
 */
function callbackUrl(env: Env, policy: OutboundPolicy, host: string): string | undefined {
  const raw = httpUrl(env, 'MERCHANT_CALLBACK_URL');
  if (raw === undefined) return undefined;
  const checked = checkHost(policy, new URL(raw).hostname);
  if (!checked.ok) {
    throw new ConfigError(
      `[Kassa] MERCHANT_CALLBACK_URL ${raw} is ${checked.refusal.message}. ${refusalAdvice(checked.refusal, host)}`,
    );
  }
  return raw;
}

/** A switch that is on unless set `off`; `meaning` says what on and off do, for the refusal. */
function onUnlessOff(env: Env, name: string, meaning: { on: string; off: string }): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '' || raw === 'on') return true;
  if (raw !== 'off') {
    throw new ConfigError(
      `[Kassa] ${name} must be on (${meaning.on}) or off (${meaning.off}), got "${raw}"`,
    );
  }
  return false;
}

/** A switch that is off unless set `on`; `meaning` says what on and off do, for the refusal. */
function offUnlessOn(env: Env, name: string, meaning: { on: string; off: string }): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '' || raw === 'off') return false;
  if (raw !== 'on') {
    throw new ConfigError(
      `[Kassa] ${name} must be on (${meaning.on}) or off (${meaning.off}), got "${raw}"`,
    );
  }
  return true;
}

/** Apple Pay and Google Pay cannot pay in a sandbox without their keys: the sheet is the default. */
const sandboxWallets = (env: Env): boolean =>
  onUnlessOff(env, 'SANDBOX_WALLETS', { on: 'the sandbox wallet sheet', off: 'the real wallets' });

/**
 * Named prepared statements are per connection; a pooler that hands each transaction another
 * server connection (PgBouncer in transaction mode before 1.21) loses them, hence the switch.
 */
const preparedStatements = (env: Env): boolean =>
  onUnlessOff(env, 'DATABASE_PREPARED_STATEMENTS', {
    on: 'prepare each statement once per connection',
    off: 'for a pooler that cannot keep them',
  });

/**
 * An ISO 4217 code (EUR unless set). Whether the processor has a rate for it is the sandbox
 * merchant's check (server/sandbox/sandbox-merchant.ts): the rates are the processor's.
 */
function baseCurrency(env: Env): string {
  const raw = env.MERCHANT_BASE_CURRENCY;
  if (raw === undefined || raw === '') return 'EUR';
  if (!isKnownCurrency(raw)) {
    throw new ConfigError(
      `[Kassa] MERCHANT_BASE_CURRENCY must be an ISO 4217 currency code such as EUR or USD, got "${raw}"`,
    );
  }
  return raw;
}

/** Seconds from a payout's acceptance to its outcome, by method, unless configured. */
export const DEFAULT_PAYOUT_SECONDS: Readonly<Record<PayoutMethod, number>> = {
  CARD: 3,
  CRYPTO: 5,
  SEPA: 10,
  PAXUM: 2,
  BANK_TRANSFER: 10,
};

function payoutSeconds(env: Env): Record<PayoutMethod, number> {
  const seconds: Partial<Record<PayoutMethod, number>> = {};
  for (const method of PAYOUT_METHODS) {
    seconds[method] = integer(
      env,
      `SANDBOX_PAYOUT_${method}_SECONDS`,
      DEFAULT_PAYOUT_SECONDS[method],
      0,
      86_400,
    );
  }
  return { ...DEFAULT_PAYOUT_SECONDS, ...seconds };
}

/** "CRYPTO_WALLET,PAXUM_PROCESSOR" → those setups; `none` for none; unset: all of them. */
function payoutPrerequisites(env: Env): PayoutPrerequisite[] {
  const raw = env.SANDBOX_PAYOUT_PREREQUISITES;
  if (raw === undefined || raw.trim() === '') return [...PAYOUT_PREREQUISITES];
  if (raw.trim() === 'none') return [];
  return raw.split(',').map((part) => {
    const value = part.trim();
    const known = PAYOUT_PREREQUISITES.find((name) => name === value);
    if (known === undefined) {
      throw new ConfigError(
        `[Kassa] SANDBOX_PAYOUT_PREREQUISITES must list some of ${PAYOUT_PREREQUISITES.join(', ')} (comma-separated), or be none, got "${value}"`,
      );
    }
    return known;
  });
}

const DEFAULT_RETRY_SCHEDULE = [10, 30, 120, 600, 1800, 3600, 7200, 14400, 28800, 57600, 86400];

function schedule(env: Env, name: string): number[] {
  const raw = env[name];
  if (raw === undefined || raw === '') return DEFAULT_RETRY_SCHEDULE;
  const parts = raw.split(',').map((part) => part.trim());
  if (!parts.every((part) => /^\d+(\.\d+)?$/.test(part))) {
    throw new ConfigError(`[Kassa] ${name} must be comma-separated seconds, got "${raw}"`);
  }
  return parts.map(Number);
}

function rebillRetrySchedule(env: Env): readonly number[] {
  const raw = env.SUBSCRIPTION_RETRY_SCHEDULE;
  if (raw === undefined || raw === '') return REBILL_RETRY_PRESETS[DEFAULT_REBILL_RETRY_PRESET];
  const schedule = parseRebillRetrySchedule(raw);
  if (typeof schedule === 'string') {
    throw new ConfigError(`[Kassa] SUBSCRIPTION_RETRY_SCHEDULE ${schedule}, got "${raw}"`);
  }
  return schedule;
}

export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 8080, 0, 65535);
  const host = env.HOST || '127.0.0.1';
  const publicUrl = (
    httpUrl(env, 'PUBLIC_URL') ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  ).replace(/\/+$/, '');
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('[Kassa] DATABASE_URL must start with postgres:// or postgresql://');
  }
  const merchantApiKey = env.MERCHANT_API_KEY || undefined;
  if (merchantApiKey !== undefined && merchantApiKey.length < MIN_API_KEY_LENGTH) {
    // Long enough that guessing it, even at the failed-authentication throttle's pace, is hopeless.
    throw new ConfigError(
      `[Kassa] MERCHANT_API_KEY must be at least ${MIN_API_KEY_LENGTH} characters long, got ${merchantApiKey.length}; choose a longer key, or leave it unset to have one generated`,
    );
  }
  const postbackSecret = env.POSTBACK_SECRET || undefined;
  if (postbackSecret !== undefined && postbackSecret.length < 16) {
    throw new ConfigError('[Kassa] POSTBACK_SECRET must be at least 16 characters long');
  }
  const outbound = outboundPolicy(env, host);
  const processes = integer(env, 'KASSA_PROCESSES', 1, 1, 64);
  if (processes > 1 && !databaseUrl) {
    // PGlite runs inside the process that opened it and locks DATA_DIR (db/data-dir-lock.ts):
    // a second process could neither share it nor open it.
    throw new ConfigError(
      `[Kassa] KASSA_PROCESSES=${processes} needs DATABASE_URL: the embedded database belongs to the one process that locked DATA_DIR; set DATABASE_URL to a PostgreSQL server, or KASSA_PROCESSES to 1`,
    );
  }
  return {
    port,
    host,
    publicUrl,
    allowedHosts: hostNames(env, 'ALLOWED_HOSTS'),
    dataDir: resolve(env.DATA_DIR || './.data'),
    databaseUrl,
    databasePreparedStatements: preparedStatements(env),
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 1, 1_000),
    merchantApiKey,
    merchantCallbackUrl: callbackUrl(env, outbound, host),
    outbound,
    merchantAllowedOrigins: origins(env, 'MERCHANT_ALLOWED_ORIGINS'),
    merchantTheme: theme(env, 'MERCHANT_THEME'),
    merchantLogoFile: env.MERCHANT_LOGO_FILE ? resolve(env.MERCHANT_LOGO_FILE) : undefined,
    merchantBaseCurrency: baseCurrency(env),
    postbackSecret,
    sessionTtlSeconds: integer(env, 'CHECKOUT_SESSION_TTL_SECONDS', 900, 1, 86_400),
    postbackRetrySchedule: schedule(env, 'POSTBACK_RETRY_SCHEDULE'),
    postbackTimeoutMs: integer(env, 'POSTBACK_TIMEOUT_MS', 10_000, 100, 120_000),
    pendingSettleMs: integer(env, 'SANDBOX_PENDING_SETTLE_MS', 3_000, 0, 3_600_000),
    threeDsChallengeSeconds: integer(env, 'THREE_DS_CHALLENGE_SECONDS', 300, 5, 3_600),
    apmStepSeconds: {
      redirect: integer(env, 'APM_REDIRECT_SECONDS', 900, 5, 86_400),
      qr: integer(env, 'APM_QR_SECONDS', 900, 5, 86_400),
      voucher: integer(env, 'APM_VOUCHER_SECONDS', 259_200, 5, 2_592_000),
      bank_app: integer(env, 'APM_BANK_APP_SECONDS', 300, 5, 86_400),
    },
    apmAutoPaySeconds: integer(env, 'SANDBOX_APM_AUTO_PAY_SECONDS', 180, 1, 2_592_000),
    authorizationHoldSeconds: integer(env, 'AUTHORIZATION_HOLD_SECONDS', 604_800, 60, 2_592_000),
    payoutSeconds: payoutSeconds(env),
    sandboxPayoutPrerequisites: payoutPrerequisites(env),
    rebillRetrySchedule: rebillRetrySchedule(env),
    sandboxWallets: sandboxWallets(env),
    merchantStraightToMethod: onUnlessOff(env, 'MERCHANT_STRAIGHT_TO_METHOD', {
      on: 'a checkout with one alternative method and the customer given goes straight to it',
      off: 'the form always shows the method first',
    }),
    // Off unless set: the security code is asked unless the merchant chose otherwise.
    merchantSavedCardWithoutCode: offUnlessOn(env, 'MERCHANT_SAVED_CARD_WITHOUT_CODE', {
      on: 'a saved card pays without its security code',
      off: 'a saved card asks its code',
    }),
    merchantRequireCardholderName: offUnlessOn(env, 'MERCHANT_REQUIRE_CARDHOLDER_NAME', {
      on: 'the card form requires the cardholder name',
      off: 'the cardholder name is optional',
    }),
    sandboxDemo: sandboxDemo(env, host),
    backofficeLocalSignIn: backofficeLocalSignIn(env, host),
    rateLimits: {
      apiPerMinute: integer(env, 'RATE_LIMIT_API_PER_MINUTE', 6_000, 0, 10_000_000),
      paymentsPerMinute: integer(env, 'RATE_LIMIT_PAYMENTS_PER_MINUTE', 60, 0, 10_000_000),
      demoPerMinute: integer(env, 'RATE_LIMIT_DEMO_PER_MINUTE', 20, 0, 10_000_000),
      authFailuresPerMinute: integer(env, 'RATE_LIMIT_AUTH_FAILURES_PER_MINUTE', 20, 0, 10_000_000),
    },
    processes,
    shutdownDrainMs: integer(env, 'SHUTDOWN_DRAIN_MS', 0, 0, 600_000),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
