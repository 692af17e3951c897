import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type AgentPool, agentPool, postPinned } from './pinned-post.ts';

// Posts to one target share kept-alive connections; an answer not read to its end closes its own;
// a target's agent given up for a newer target's lets its posts in flight finish.

let server: Server | undefined;
const others: Server[] = [];
afterEach(async () => {
  for (const each of [server, ...others.splice(0)]) {
    await new Promise<void>((resolve) => each?.close(() => resolve()) ?? resolve());
  }
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

const post = (url: URL, agents?: AgentPool) =>
  postPinned({
    url,
    addresses: [{ address: '127.0.0.1', family: 4 }],
    headers: { 'Content-Type': 'application/json' },
    body: '{"n":1}',
    timeoutMs: 10_000,
    ...(agents && { agents }),
  });

/** A receiver that answers only when told to, and says when a post has arrived. */
async function slowReceiver(): Promise<{ url: URL; arrived: Promise<void>; answer: () => void }> {
  let arrived!: () => void;
  let release!: () => void;
  const arrival = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const slow = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      arrived();
      void released.then(() => response.writeHead(200).end('answered late'));
    });
  });
  others.push(slow);
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
  const { port } = slow.address() as AddressInfo;
  return { url: new URL(`http://127.0.0.1:${port}/slow`), arrived: arrival, answer: release };
}

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

  it("finishes a post in flight on an agent given up for another target's", async () => {
    const agents = agentPool(1);
    const slow = await slowReceiver();
    const inFlight = post(slow.url, agents);
    await slow.arrived;
    // A second target takes the pool's one place: the slow target's agent is given up.
    const other = await receiver('ok');
    expect(await post(other.url, agents)).toEqual({ answered: true, status: 200, excerpt: 'ok' });
    slow.answer();
    expect(await inFlight).toEqual({ answered: true, status: 200, excerpt: 'answered late' });
  });
});
