import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type PostbackDelivery,
  startPostbackDelivery,
} from '../../../domain/postbacks/delivery.ts';
import type { HostResolver } from '../../../platform/outbound/address-policy.ts';
import { installOutboundGuard, type OutboundGuard } from '../../../test-support/outbound-guard.ts';
import type { TestReceiver } from '../../../test-support/postback-receiver.ts';
import { startTestReceiver, waitFor } from '../../../test-support/postback-receiver.ts';
import {
  createTestApp,
  openSession,
  payCard,
  TEST_API_KEY,
  type TestApp,
} from '../../../test-support/test-app.ts';
import { testResolver as resolver } from '../../../test-support/test-resolver.ts';

// POST /sandbox/api/postbacks/test under the outbound address rule: it can neither reach what a
// shared sandbox's neighbours serve nor tell an open port from a closed one. Nothing here leaves
// loopback: refusals are checked to happen before any connection (the guard records every
// connection and stops any beyond loopback), and names resolve through the test's own resolver.

let t: TestApp | undefined;
let guard: OutboundGuard;
let worker: PostbackDelivery | undefined;
const servers: { close(): unknown }[] = [];

beforeEach(() => {
  guard = installOutboundGuard();
});

afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  guard.uninstall();
  await t?.app.close();
  t = undefined;
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function app(env: Record<string, string>, resolveHost?: HostResolver): Promise<TestApp> {
  t = await createTestApp(env, {}, resolveHost ? { resolveHost } : {});
  return t;
}

async function testPostback(url?: string) {
  if (!t) throw new Error('no app');
  const res = await t.app.inject({
    method: 'POST',
    url: '/sandbox/api/postbacks/test',
    headers: { 'x-api-key': TEST_API_KEY },
    ...(url !== undefined && { payload: { url } }),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    outcome: string;
    http_status: number | null;
    error: string | null;
    response_excerpt: string;
  };
}

async function receiver(): Promise<TestReceiver> {
  const started = await startTestReceiver();
  servers.push(started);
  started.respondWith((_request, response) => {
    response.writeHead(200).end('the handler answered');
  });
  return started;
}

/** A loopback TCP server that does `onSocket` with every connection; answers its port. */
async function tcpServer(onSocket: (socket: Socket) => void): Promise<number> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    onSocket(socket);
  });
  servers.push({
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

const refused = (error: string) => ({
  outcome: 'failed',
  http_status: null,
  error,
  response_excerpt: '',
});

const LOOPBACK_SPELLINGS = [
  'http://127.0.0.1:9102/secret',
  'http://localhost:9102/secret',
  'http://2130706433:9102/secret',
  'http://127.1:9102/secret',
  'http://0x7f.0.0.1:9102/secret',
  'http://[::1]:9102/secret',
  'http://[::ffff:127.0.0.1]:9102/secret',
  'http://[::ffff:7f00:1]:9102/secret',
  // Kassa's own port.
  'http://127.0.0.1:8080/sandbox/api/postbacks',
];

const ALWAYS_REFUSED: [string, string][] = [
  ['http://0.0.0.0:9102/secret', 'refused: unspecified address'],
  ['http://[::]:9102/secret', 'refused: unspecified address'],
  ['http://169.254.169.254/latest/meta-data/', 'refused: link-local or metadata address'],
  [
    'http://metadata.google.internal/computeMetadata/v1/',
    'refused: link-local or metadata address',
  ],
  ['http://metadata/computeMetadata/v1/', 'refused: link-local or metadata address'],
  ['http://[fe80::1]:9102/', 'refused: link-local or metadata address'],
  ['http://224.0.0.1:9102/', 'refused: multicast or broadcast address'],
  ['http://255.255.255.255:9102/', 'refused: multicast or broadcast address'],
  ['http://[ff02::1]:9102/', 'refused: multicast or broadcast address'],
];

describe('the test postback beyond a loopback HOST', () => {
  it('refuses every spelling of loopback, private and metadata addresses before connecting', async () => {
    await app({ HOST: '0.0.0.0' });
    for (const url of LOOPBACK_SPELLINGS) {
      expect(await testPostback(url), url).toEqual(
        expect.objectContaining(refused('refused: loopback address')),
      );
    }
    for (const url of [
      'http://10.0.0.1:9102/',
      'http://172.16.0.1:9102/',
      'http://192.168.1.1:9102/',
      'http://100.64.0.1:9102/',
      'http://[fd00::1]:9102/',
      'http://[::ffff:10.0.0.1]:9102/',
    ]) {
      expect(await testPostback(url), url).toEqual(
        expect.objectContaining(refused('refused: private address')),
      );
    }
    for (const [url, error] of ALWAYS_REFUSED) {
      expect(await testPostback(url), url).toEqual(expect.objectContaining(refused(error)));
    }
    expect(guard.attempts()).toEqual([]);
  });

  it('answers an open and a closed loopback port alike, and sends nothing to either', async () => {
    await app({ HOST: '0.0.0.0' });
    const open = await receiver();
    const closed = `http://127.0.0.1:${await closedPort()}/postbacks`;
    const answers = [await testPostback(open.url), await testPostback(closed)];
    expect(answers.map(({ error, response_excerpt }) => [error, response_excerpt])).toEqual([
      ['refused: loopback address', ''],
      ['refused: loopback address', ''],
    ]);
    expect(open.received).toEqual([]);
    expect(guard.attempts()).toEqual([]);
  });

  it('refuses a name that resolves to a refused address, and the callback URL too', async () => {
    const resolve = resolver({
      'rebind.test': [['169.254.169.254']],
      'neighbour.test': [['10.0.0.8']],
    });
    await app(
      { HOST: '0.0.0.0', MERCHANT_CALLBACK_URL: 'http://neighbour.test:3000/postbacks' },
      resolve,
    );
    expect(await testPostback('http://rebind.test/latest/meta-data/')).toEqual(
      expect.objectContaining(refused('refused: link-local or metadata address')),
    );
    expect(await testPostback()).toEqual(
      expect.objectContaining(refused('refused: private address')),
    );
    expect(resolve.calls).toEqual(['rebind.test', 'neighbour.test']);
    expect(guard.attempts()).toEqual([]);
  });

  it('reaches loopback with SANDBOX_POSTBACK_TARGETS=any, and still never metadata', async () => {
    await app({ HOST: '0.0.0.0', SANDBOX_POSTBACK_TARGETS: 'any' });
    const handler = await receiver();
    expect(await testPostback(handler.url)).toMatchObject({
      outcome: 'delivered',
      http_status: 200,
      response_excerpt: 'the handler answered',
    });
    for (const [url, error] of ALWAYS_REFUSED) {
      expect(await testPostback(url), url).toEqual(expect.objectContaining(refused(error)));
    }
    expect(guard.attempts().map((attempt) => attempt.host)).toEqual(['127.0.0.1']);
  });
});

describe('the test postback on a loopback HOST (a developer’s laptop)', () => {
  it('reaches the developer’s handler on loopback and shows its answer', async () => {
    await app({ HOST: '127.0.0.1' });
    const handler = await receiver();
    expect(await testPostback(handler.url.replace('127.0.0.1', 'localhost'))).toMatchObject({
      outcome: 'delivered',
      response_excerpt: 'the handler answered',
    });
    expect(handler.received).toHaveLength(1);
  });

  it('still refuses unspecified, link-local, metadata, multicast and broadcast addresses', async () => {
    const resolve = resolver({ 'rebind.test': [['169.254.169.254']] });
    await app({ HOST: '127.0.0.1' }, resolve);
    for (const [url, error] of ALWAYS_REFUSED) {
      expect(await testPostback(url), url).toEqual(expect.objectContaining(refused(error)));
    }
    expect(await testPostback('http://rebind.test/')).toEqual(
      expect.objectContaining(refused('refused: link-local or metadata address')),
    );
    expect(guard.attempts()).toEqual([]);
  });

  it('connects to the address it checked: the name is resolved once', async () => {
    const handler = await receiver();
    const { port } = new URL(handler.url);
    // A second lookup would answer 127.0.0.2, where nothing listens on that port.
    const resolve = resolver({ 'handler.test': [['127.0.0.1'], ['127.0.0.2']] });
    await app({ HOST: '127.0.0.1' }, resolve);
    expect(await testPostback(`http://handler.test:${port}/postbacks`)).toMatchObject({
      outcome: 'delivered',
      response_excerpt: 'the handler answered',
    });
    expect(resolve.calls).toEqual(['handler.test']);
    expect(handler.received[0]?.headers.host).toBe(`handler.test:${port}`);
    expect(guard.attempts()).toEqual([{ host: 'handler.test', port: Number(port) }]);
  });

  it('says the same whether the port is closed, silent, or speaks no HTTP, or the name is unknown', async () => {
    await app({ HOST: '127.0.0.1', POSTBACK_TIMEOUT_MS: '300' }, resolver({}));
    const silent = await tcpServer(() => {});
    const notHttp = await tcpServer((socket) => socket.end('SSH-2.0-OpenSSH_9.6\r\n'));
    const reset = await tcpServer((socket) => socket.destroy());
    const errors = [];
    for (const url of [
      `http://127.0.0.1:${await closedPort()}/`,
      `http://127.0.0.1:${silent}/`,
      `http://127.0.0.1:${notHttp}/`,
      `http://127.0.0.1:${reset}/`,
      'http://nowhere.test/',
    ]) {
      const answer = await testPostback(url);
      expect(answer, url).toMatchObject({
        outcome: 'failed',
        http_status: null,
        response_excerpt: '',
      });
      errors.push(answer.error);
    }
    expect(new Set(errors)).toEqual(
      new Set(['no answer: could not connect, or nothing answered within 300 ms']),
    );
  });
});

describe('postbacks to a refused callback URL', () => {
  it('are failed attempts in the delivery log with the reason, and resend tries again', async () => {
    const resolve = resolver({ 'neighbour.test': [['10.0.0.8']] });
    const exposed = await app(
      { HOST: '0.0.0.0', MERCHANT_CALLBACK_URL: 'http://neighbour.test:3000/postbacks' },
      resolve,
    );
    worker = startPostbackDelivery({
      db: exposed.db,
      now: () => new Date(),
      log: { info: () => {}, warn: () => {}, error: () => {} },
      retrySchedule: [],
      timeoutMs: 2_000,
      pollIntervalMs: 20,
      outbound: exposed.config.outbound,
      resolveHost: resolve,
    });
    const token = await openSession(exposed);
    expect((await payCard(exposed, token)).outcome).toBe('SUCCESS');
    worker.kick();
    const list = () =>
      exposed.app.inject({
        method: 'GET',
        url: '/sandbox/api/postbacks',
        headers: { 'x-api-key': TEST_API_KEY },
      });
    const failed = await waitFor(async () => {
      const [event] = (await list()).json().data;
      return event?.status === 'failed' && event;
    });
    expect(failed.attempts).toEqual([
      expect.objectContaining({
        outcome: 'failed',
        http_status: null,
        error: 'refused: private address',
        response_excerpt: '',
      }),
    ]);

    const resend = await exposed.app.inject({
      method: 'POST',
      url: `/sandbox/api/postbacks/${failed.event_id}/resend`,
      headers: { 'x-api-key': TEST_API_KEY },
    });
    expect(resend.statusCode).toBe(200);
    worker.kick();
    const again = await waitFor(async () => {
      const [event] = (await list()).json().data;
      return event?.status === 'failed' && event.attempts.length === 2 && event;
    });
    expect(again.attempts[1]).toMatchObject({ error: 'refused: private address' });
    expect(guard.attempts()).toEqual([]);
  });
});
