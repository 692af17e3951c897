import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

// The probes a load balancer asks each process: alive (no database), and ready (the database
// answers with this build's migrations, and the process is not stopping).

let t: TestApp | undefined;

afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

describe('GET /healthz and /readyz', () => {
  it('answer ok while the process serves on a migrated database', async () => {
    t = await createTestApp();
    for (const url of ['/healthz', '/readyz']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual({ status: 'ok' });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('is not ready from the stop signal on, while it is still alive', async () => {
    let stopping = false;
    t = await createTestApp({}, { readiness: { stopping: () => stopping } });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    stopping = true;
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      errors: [{ error_code: 'INTERNAL_ERROR', error_message: 'the server is stopping' }],
    });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('is not ready on a database without the migrations of this build', async () => {
    t = await createTestApp();
    const [last] = await t.db.query(
      'SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1',
    );
    await t.db.query('DELETE FROM schema_migrations WHERE name = $1', [last?.name]);
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        errors: [
          {
            error_code: 'INTERNAL_ERROR',
            error_message: 'the database lacks migrations of this build',
          },
        ],
      });
    } finally {
      await t.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last?.name]);
    }
  });

  it('answers a probe naming the instance’s address, which the Host check refuses elsewhere', async () => {
    t = await createTestApp();
    const headers = { host: '10.0.3.17:8080' };
    expect((await t.app.inject({ method: 'GET', url: '/healthz', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/readyz', headers })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/transaction', headers })).statusCode,
    ).toBe(421);
  });
});
