import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A real merchant endpoint for tests: records every request with its raw body and answers however
// the test says. No fetch mocks, so headers, redirects and timeouts behave as in production.

export interface ReceivedPostback {
  headers: IncomingHttpHeaders;
  rawBody: string;
  path: string;
}

/** Answers one request: call `response.end()` (or never, to let the sender time out). */
export type Responder = (request: ReceivedPostback, response: ServerResponse) => void;

export interface TestReceiver {
  url: string;
  received: ReceivedPostback[];
  /** Most requests ever open at the same time. */
  peakConcurrency: number;
  respondWith(responder: Responder): void;
  close(): Promise<void>;
}

export const answer =
  (status: number): Responder =>
  (_request, response) => {
    response.writeHead(status).end();
  };

export async function startTestReceiver(): Promise<TestReceiver> {
  let responder: Responder = answer(200);
  let open = 0;
  const receiver: TestReceiver = {
    url: '',
    received: [],
    peakConcurrency: 0,
    respondWith(next) {
      responder = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((request, response) => {
    open += 1;
    receiver.peakConcurrency = Math.max(receiver.peakConcurrency, open);
    response.on('close', () => {
      open -= 1;
    });
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received = {
        headers: request.headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
        path: request.url ?? '/',
      };
      receiver.received.push(received);
      responder(received, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/postbacks`;
  return receiver;
}

/**
 * How long waitFor waits by default: a bound, not a wait (it returns the moment the condition
 * holds), generous so that a two-core machine busy with other work (load average 10 and more) is
 * never a failure; below the tests' own timeout (vite.config.ts), so a hang fails here, saying so.
 */
export const WAIT_BOUND_MS = 30_000;

/** Polls `condition` every few milliseconds; fails the test after `timeoutMs`. */
export async function waitFor<T>(
  condition: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = WAIT_BOUND_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
