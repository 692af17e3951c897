import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app.ts';
import type { Processor } from '../domain/processor.ts';
import { type ProcessorRegistry, singleProcessor } from '../domain/processors/registry.ts';
import type { Config } from '../platform/config.ts';
import { loadConfig } from '../platform/config.ts';
import type { Database } from '../platform/db/database.ts';
import type { HostResolver } from '../platform/outbound/address-policy.ts';
import { sandboxProcessors } from '../sandbox/processor/sandbox-registry.ts';
import { ensureSandboxMerchant } from '../sandbox/sandbox-merchant.ts';
import { resetDatabase, testDatabase } from './test-database.ts';

export const TEST_API_KEY = 'sk_test_0123456789abcdef0123';
export const TEST_POSTBACK_SECRET = 'whsec_test_0123456789abcdef';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** The clock the app reads; move it to test expiry. */
  clock: { now: Date };
  /** The processors the app decides with, for the background workers a test runs itself. */
  processors: ProcessorRegistry;
  postbackKicks: number;
}

/** What a test may put in place of the outside world: name resolution, the processor. */
export interface TestOutside {
  resolveHost?: HostResolver;
  /**
   * Decides every payment alone, unrouted; without it, the sandbox's processors routed by the
   * merchant's routing document, as the server runs.
   */
  processor?: Processor;
  /** The database the app is given, made from the test's (a statement counter around it). */
  database?: (db: Database) => Database;
}

/**
 * A fresh app over an emptied database, with the sandbox merchant and a settable clock. HOST is
 * 127.0.0.1 unless `env` says otherwise, so postbacks may go to receivers on loopback.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: AppOptions = {},
  outside: TestOutside = {},
): Promise<TestApp> {
  const shared = await testDatabase();
  await resetDatabase(shared);
  const db = outside.database ? outside.database(shared) : shared;
  const config = loadConfig({
    PUBLIC_URL: 'https://pay.example.test',
    MERCHANT_API_KEY: TEST_API_KEY,
    POSTBACK_SECRET: TEST_POSTBACK_SECRET,
    MERCHANT_CALLBACK_URL: 'https://merchant.example.test/postbacks',
    DATA_DIR: '/nonexistent/kassa-test',
    ...env,
  });
  const start = new Date('2026-11-22T10:00:00.000Z');
  await ensureSandboxMerchant(db, config, start);
  // The app is a stand-in for a server's start, not one: a real server a test starts on this
  // database afterwards (on PostgreSQL) seeds the merchant from its own environment, as at a first
  // start.
  await db.query('UPDATE merchants SET settings_seeded_at = NULL');
  const state: TestApp = {
    db,
    config,
    clock: { now: start },
    processors: outside.processor ? singleProcessor(outside.processor) : sandboxProcessors(),
    postbackKicks: 0,
    app: undefined as unknown as FastifyInstance,
  };
  state.app = buildApp(
    {
      config,
      db,
      now: () => state.clock.now,
      onPostback: () => {
        state.postbackKicks += 1;
      },
      ...(outside.resolveHost && { resolveHost: outside.resolveHost }),
      processors: state.processors,
    },
    options,
  );
  return state;
}

/** A SUBSCRIPTION product without a trial, 12.00 every 30 days; override parts per test. */
export function subscriptionProduct(
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    product_type: 'SUBSCRIPTION',
    product_name: 'Monthly plan',
    product_description: 'Coffee every 30 days',
    product_price: '12.00',
    charge_interval: 'DAY',
    charge_interval_value: 30,
    is_trial: false,
    ...overrides,
  };
}

/** A valid checkout request body; override parts per test. */
export function checkoutBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    payment_data: {
      type: 'SALE',
      currency_code: 'EUR',
      amount: '34.40',
      merchant_payment_id: 'order-1001',
      language: 'en-us',
      shop_name: 'Test Shop',
    },
    customer: { merchant_customer_id: 'cust-1', email: 'ann@example.com', country_code: 'DE' },
    callback: {
      success_url: 'https://shop.example.test/ok',
      failure_url: 'https://shop.example.test/failed?order=1001',
    },
    products: [
      { product_type: 'SALE', product_name: 'Beans', product_price: '24.90' },
      { product_type: 'SALE', product_name: 'Cup', product_price: '9.50' },
    ],
    ...overrides,
  };
}

/** A form API card payment (POST /api/sessions/:token/payments) with a card the sandbox approves. */
export function cardPaymentBody(card: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    method: 'CARD',
    card: {
      number: '4242424242424242',
      expiry_month: 12,
      expiry_year: 2030,
      security_code: '123',
      holder_name: 'Ann Example',
      ...card,
    },
  };
}

/** POST /v1/checkout with the test merchant's key and `body` as JSON (numbers stay numbers). */
export function postCheckout(t: TestApp, body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/checkout',
    headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A checkout of `checkoutBody(overrides)` created through the API; answers its session token. */
export async function openSession(
  t: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await postCheckout(t, checkoutBody(overrides));
  if (res.statusCode !== 200) throw new Error(`checkout not created: ${res.body}`);
  return new URL(res.json().data.session.redirect_url).pathname.split('/').pop() ?? '';
}

/** What a test reads of a form API payment answer (its error is an object to match against). */
export interface PaymentAnswer {
  outcome: string;
  attempts_left: number;
  error?: { error_code: number; error_message: string };
  redirect_url?: string;
}

/** Pays `token`'s session with a card through the form API; answers the response's JSON. */
export async function payCard(
  t: TestApp,
  token: string,
  card: Record<string, unknown> = {},
): Promise<PaymentAnswer> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/sessions/${token}/payments`,
    payload: cardPaymentBody(card),
  });
  return res.json();
}
