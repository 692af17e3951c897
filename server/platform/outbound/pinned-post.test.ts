import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { postPinned } from './pinned-post.ts';

// Posts to one target share kept-alive connections; an answer not read to its end closes its own.

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
  server = undefined;
});

async function receiver(answer: string): Promise<{ url: URL; connections: () => number }> {
  let connections = 0;
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200).end(answer));
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: new URL(`http://localhost:${port}/postbacks`), connections: () => connections };
}

const post = (url: URL) =>
  postPinned({
    url,
    addresses: [{ address: '127.0.0.1', family: 4 }],
    headers: { 'Content-Type': 'application/json' },
    body: '{"n":1}',
    timeoutMs: 10_000,
  });

describe('postPinned', () => {
  it('sends posts to one target over one kept-alive connection', async () => {
    const target = await receiver('ok');
    for (let i = 0; i < 3; i += 1) {
      expect(await post(target.url)).toEqual({ answered: true, status: 200, excerpt: 'ok' });
    }
    expect(target.connections()).toBe(1);
  });

  it('closes a connection whose answer was longer than the excerpt it read', async () => {
    const target = await receiver('x'.repeat(100_000));
    for (let i = 0; i < 2; i += 1) {
      expect(await post(target.url)).toMatchObject({ answered: true, status: 200 });
    }
    expect(target.connections()).toBe(2);
  });
});
