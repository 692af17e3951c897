import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../platform/logger.ts';
import {
  checkoutBody,
  createTestApp,
  TEST_API_KEY,
  type TestApp,
} from '../test-support/test-app.ts';

// One access line per request, with the session token of a URL redacted.

let t: TestApp;
afterEach(() => t?.app.close());

async function loggingApp(): Promise<{ lines: () => Record<string, unknown>[] }> {
  let logged = '';
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  t = await createTestApp({}, { logger: createLogger('info', capture) });
  return {
    lines: () =>
      logged
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line)),
  };
}

describe('request log', () => {
  it('builds the app without a Fastify deprecation warning', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error & { code?: string }): void => {
      warnings.push(`${warning.code ?? warning.name}: ${warning.message}`);
    };
    process.on('warning', onWarning);
    try {
      await loggingApp();
      await t.app.ready();
      // process-warning emits on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((text) => text.startsWith('FSTDEP'))).toEqual([]);
  });

  it('writes one line per request: method, redacted URL, status and time', async () => {
    const log = await loggingApp();
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/checkout',
      headers: { 'x-api-key': TEST_API_KEY },
      payload: checkoutBody(),
    });
    const token = String(created.json().data.session.redirect_url).split('/pay/')[1] ?? '';
    await t.app.inject({ method: 'GET', url: `/api/sessions/${token}` });
    await t.app.inject({ method: 'GET', url: '/nowhere' });

    const requests = log.lines().filter((line) => line.req !== undefined);
    expect(requests.map((line) => [line.msg, line.req, line.res])).toEqual([
      [
        'request completed',
        expect.objectContaining({ method: 'POST', url: '/v1/checkout' }),
        { statusCode: 200 },
      ],
      [
        'request completed',
        expect.objectContaining({ method: 'GET', url: '/api/sessions/cs_[redacted]' }),
        { statusCode: 200 },
      ],
      ['request completed', expect.objectContaining({ url: '/nowhere' }), { statusCode: 404 }],
    ]);
    for (const line of requests) expect(line.responseTime).toEqual(expect.any(Number));
    expect(JSON.stringify(log.lines())).not.toContain(token);
  });
});
