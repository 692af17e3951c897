import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  killServers,
  SERVER_TEST_TIMEOUT_MS,
  startServer,
} from '../../test-support/server-process.ts';
import { createTestApp, TEST_API_KEY, TEST_POSTBACK_SECRET } from '../../test-support/test-app.ts';
import { chargeBody, tokenOfCard } from '../../test-support/token-charges.ts';
import { DEFAULT_ROUTING } from './default-routing.ts';

// A routing document written through one server process routes the very next attempt of another
// process on the same PostgreSQL (DATABASE_URL), though that one kept the document it read before;
// and so does going back to the default, which is announced as a write too.

const DATABASE_URL = process.env.DATABASE_URL;
let scratch: string | undefined;

afterEach(async () => {
  await killServers();
  if (scratch) await rm(scratch, { recursive: true, force: true });
  scratch = undefined;
});

const visaToCardsB = {
  ...DEFAULT_ROUTING,
  rules: [
    {
      id: 'visa-to-b',
      conditions: { methods: ['CARD'], card_schemes: ['VISA'] },
      route: { processors: ['cards-b'] },
    },
    ...DEFAULT_ROUTING.rules,
  ],
};

function send(
  url: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  body?: unknown,
): Promise<Response> {
  return fetch(url, {
    method,
    headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}

describe.skipIf(!DATABASE_URL)('routing documents across processes', () => {
  it(
    'routes the next attempt of the other process by the document one process wrote or reset',
    async () => {
      const t = await createTestApp();
      const token = await tokenOfCard(t, '4242424242424242');
      await t.app.close();
      scratch = await mkdtemp(join(tmpdir(), 'kassa-routing-processes-'));
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
          },
        });
      const writer = (await start(1)).url;
      const charger = (await start(2)).url;

      const charge = async (reference: string): Promise<unknown> => {
        const res = await send(`${charger}/v1/mit-sale?mode=SYNC`, 'POST', {
          ...chargeBody(token, { merchant_payment_id: reference }),
        });
        expect(res.status, await res.clone().text()).toBe(200);
        const list = await (await send(`${charger}/v1/transaction`, 'GET')).json();
        return list.data[0].transaction_details.processor;
      };
      // The charger reads (and keeps) the default document: Cards A takes VISA.
      expect(await charge('before')).toBe('Kassa Sandbox Cards A');
      expect((await send(`${writer}/sandbox/api/routing`, 'PUT', visaToCardsB)).status).toBe(200);
      expect(await charge('after')).toBe('Kassa Sandbox Cards B');
      expect((await send(`${writer}/sandbox/api/routing`, 'DELETE')).status).toBe(200);
      expect(await charge('reset')).toBe('Kassa Sandbox Cards A');
    },
    SERVER_TEST_TIMEOUT_MS,
  );
});
