import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { singleProcessor } from '../domain/processors/registry.ts';
import { loadConfig } from '../platform/config.ts';
import type { Database, Queryable } from '../platform/db/database.ts';
import { createLogger } from '../platform/logger.ts';
import { sandboxProcessor } from '../sandbox/processor/sandbox-processor.ts';
import { ensureSandboxMerchant } from '../sandbox/sandbox-merchant.ts';
import { checkoutBody, TEST_API_KEY, TEST_POSTBACK_SECRET } from '../test-support/test-app.ts';
import { resetDatabase, testDatabase } from '../test-support/test-database.ts';

// Issue #13.6: errors are logged by class and code only — never a query's parameters or a
// message that quotes them — and session tokens never appear in a logged URL.

const EMAIL = 'ann.secret@example.com';
const FIRST_NAME = 'Annabelle';
const CARD = '4242424242424242';

/** What pg and PGlite throw: the SQLSTATE, the query, its parameters, a message quoting a value. */
class DatabaseError extends Error {
  constructor(
    readonly code: string,
    readonly query: string,
    readonly params: readonly unknown[],
  ) {
    super(`invalid byte sequence near "${JSON.stringify(params)}" (card ${CARD})`);
    this.name = 'DatabaseError';
  }
  readonly detail = `Failing row contains (${EMAIL}, ${FIRST_NAME}, ${CARD}).`;
}

/** The test database, whose queries throw while `failWhen` matches their SQL. */
function failingDatabase(db: Database, failWhen: { sql: RegExp | undefined }): Database {
  const wrap = (inner: Queryable): Queryable => ({
    query: async (sql: string, params?: readonly unknown[]) => {
      if (failWhen.sql?.test(sql)) throw new DatabaseError('22021', sql, params ?? []);
      return inner.query(sql, params);
    },
    exec: (sql) => inner.exec(sql),
  });
  const failing: Database = {
    engine: db.engine,
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    listen: (channel, handlers) => db.listen(channel, handlers),
    ownConnection: () => ({ ...failing, close: async () => {} }),
    close: () => db.close(),
  };
  return failing;
}

let app: FastifyInstance;
let logged = '';
const failWhen: { sql: RegExp | undefined } = { sql: undefined };
let token = '';

beforeAll(async () => {
  const db = await testDatabase();
  await resetDatabase(db);
  const config = loadConfig({
    PUBLIC_URL: 'https://pay.example.test',
    MERCHANT_API_KEY: TEST_API_KEY,
    POSTBACK_SECRET: TEST_POSTBACK_SECRET,
    DATA_DIR: '/nonexistent/kassa-test',
  });
  await ensureSandboxMerchant(db, config);
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  app = buildApp(
    {
      config,
      db: failingDatabase(db, failWhen),
      now: () => new Date(),
      processors: singleProcessor(sandboxProcessor),
      onPostback: () => {},
    },
    { logger: createLogger('info', capture) },
  );
  const created = await app.inject({
    method: 'POST',
    url: '/v1/checkout',
    headers: { 'x-api-key': TEST_API_KEY },
    payload: checkoutBody(),
  });
  token = String(created.json().data.session.redirect_url).split('/pay/')[1] ?? '';
  expect(token).toMatch(/^cs_/);
});

afterAll(() => app.close());

describe('error logs', () => {
  it('name the class and code of a database error, and nothing it carries', async () => {
    logged = '';
    failWhen.sql = /INSERT INTO payments/;
    const created = await app.inject({
      method: 'POST',
      url: '/v1/checkout',
      headers: { 'x-api-key': TEST_API_KEY },
      payload: checkoutBody({
        customer: {
          merchant_customer_id: 'cust-1',
          email: EMAIL,
          country_code: 'DE',
          first_name: FIRST_NAME,
        },
      }),
    });
    failWhen.sql = /FROM payments|INSERT INTO transactions/;
    const read = await app.inject({ method: 'GET', url: `/api/sessions/${token}` });
    const paid = await app.inject({
      method: 'POST',
      url: `/api/sessions/${token}/payments`,
      payload: {
        method: 'CARD',
        card: {
          number: CARD,
          expiry_month: 12,
          expiry_year: 2030,
          security_code: '123',
          holder_name: FIRST_NAME,
        },
      },
    });
    failWhen.sql = undefined;

    for (const response of [created, read, paid]) {
      expect(response.statusCode).toBe(500);
      expect(response.json().errors[0].error_code).toBe('INTERNAL_ERROR');
    }
    const errors = logged
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; error?: Record<string, unknown> })
      .filter((entry) => entry.level >= 50);
    expect(errors).toHaveLength(3);
    for (const entry of errors) {
      expect(entry.error).toMatchObject({ type: 'DatabaseError', code: '22021' });
      expect(Object.keys(entry.error ?? {}).sort()).toEqual(['code', 'frames', 'type']);
    }
    for (const secret of [EMAIL, FIRST_NAME, CARD, '424242', token, 'INSERT INTO', '$1']) {
      expect(logged).not.toContain(secret);
    }
  });
});

describe('logged URLs', () => {
  it.each([
    ['a token', (t: string) => `/pay/${t}`],
    ['a token with a NUL after it', (t: string) => `/pay/${t}%00`],
    ['a percent-encoded token', (t: string) => `/pay/%63%73%5F${t.slice(3)}`],
    ['a token in the query', (t: string) => `/sandbox/return?outcome=failure&ref=${t}`],
    ['a token in an unknown route', (t: string) => `/api/sessions/${t}/nothing`],
  ])('never hold the session token (%s)', async (_case, url) => {
    logged = '';
    await app.inject({ method: 'GET', url: url(token) });
    expect(logged).toContain('cs_[redacted]');
    expect(logged).not.toContain(token.slice(3));
  });
});
