import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  killServers,
  SERVER_TEST_TIMEOUT_MS,
  startServer,
} from '../test-support/server-process.ts';
import { TEST_API_KEY, TEST_POSTBACK_SECRET } from '../test-support/test-app.ts';

// Two server processes on one PostgreSQL (DATABASE_URL; the embedded engine serves one process):
// a limit is counted once across both, so a merchant or an address gets the budget it is given,
// not that budget per process.

const DATABASE_URL = process.env.DATABASE_URL;
let scratch: string | undefined;

afterEach(async () => {
  await killServers();
  if (scratch) await rm(scratch, { recursive: true, force: true });
  scratch = undefined;
});

async function twoServers(limits: Record<string, string>): Promise<[string, string]> {
  scratch = await mkdtemp(join(tmpdir(), 'kassa-shared-limits-'));
  const start = (n: number) =>
    startServer({
      cwd: tmpdir(),
      env: {
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL,
        MERCHANT_API_KEY: TEST_API_KEY,
        POSTBACK_SECRET: TEST_POSTBACK_SECRET,
        DATA_DIR: join(scratch ?? '', String(n)),
        LOG_LEVEL: 'warn',
        ...limits,
      },
    });
  const [a, b] = [await start(1), await start(2)];
  return [a.url, b.url];
}

const list = (url: string, key = TEST_API_KEY) =>
  fetch(`${url}/v1/transaction`, { headers: { 'x-api-key': key } });

describe.skipIf(!DATABASE_URL)('limits across two processes', () => {
  it(
    'counts an API key’s requests and an address’s wrong keys once, whichever process they reach',
    async () => {
      const [a, b] = await twoServers({
        RATE_LIMIT_API_PER_MINUTE: '4',
        RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: '3',
      });
      for (const url of [a, b, a, b]) expect((await list(url)).status).toBe(200);
      for (const url of [b, a]) {
        const res = await list(url);
        expect(res.status).toBe(429);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect((await res.json()).errors[0].error_code).toBe('TOO_MANY_REQUESTS');
      }

      const wrong = 'sk_wrong_key_0123456789abcdef';
      for (const url of [a, a, b]) expect((await list(url, wrong)).status).toBe(401);
      // The third wrong key, counted by b, reached the limit: b holds the address.
      const held = await list(b, wrong);
      expect(held.status).toBe(429);
      expect((await held.json()).errors[0].error_message).toMatch(
        /^too many wrong API keys from this address; retry in \d+ seconds$/,
      );
      // a learns it from the next wrong key it counts, and holds the address from then on.
      expect((await list(a, wrong)).status).toBe(401);
      expect((await list(a, wrong)).status).toBe(429);
    },
    SERVER_TEST_TIMEOUT_MS,
  );
});
