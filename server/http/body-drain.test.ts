import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_API_KEY, type TestApp } from '../test-support/test-app.ts';
import { afterBodyDrained } from './body-drain.ts';

const MB = 1024 * 1024;
const SIZES_MB = [5, 12, 19];
const TIMES = 3;
const REFUSAL = {
  errors: [{ error_code: 'INVALID_REQUEST', error_message: 'request body must be at most 256 KB' }],
};
const HEADERS = { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' };
const hasCurl = (process.env.PATH ?? '')
  .split(delimiter)
  .some((folder) => existsSync(join(folder, 'curl')));

let t: TestApp;
let port = 0;
let url = '';
let dir = '';
const bodies = new Map<number, Uint8Array<ArrayBuffer>>();

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  url = `http://127.0.0.1:${port}/v1/checkout`;
  dir = mkdtempSync(join(tmpdir(), 'kassa-drain-'));
  for (const size of SIZES_MB) {
    // Valid JSON all the way, so only its size is wrong.
    const body = new Uint8Array(size * MB).fill(0x20);
    body.set(Buffer.from('{"x":"'));
    body.set(Buffer.from('"}'), size * MB - 2);
    bodies.set(size, body);
    writeFileSync(join(dir, `${size}.json`), body);
  }
});
afterAll(async () => {
  await t?.app.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function bodyOf(size: number): Uint8Array<ArrayBuffer> {
  const body = bodies.get(size);
  if (!body) throw new Error(`no ${size} MB body`);
  return body;
}

const runs = SIZES_MB.flatMap((size) =>
  Array.from({ length: TIMES }, (_, run) => [size, run + 1] as const),
);

/** The status and JSON body of a raw HTTP/1.1 answer (Content-Length framed). */
function parseAnswer(answer: string): { status: number; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body: body ? JSON.parse(body) : undefined };
}

/**
 * A client that writes the whole request before it reads anything, as Python's http.client and
 * many others do: it reads the answer only if the server did not reset the connection first.
 */
function writeThenRead(head: string, bodyBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.pause();
    socket.on('error', reject);
    socket.on('connect', async () => {
      socket.write(head);
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      for (let sent = 0; sent < bodyBytes && !socket.destroyed; sent += chunk.length) {
        if (!socket.write(chunk.subarray(0, Math.min(chunk.length, bodyBytes - sent)))) {
          await new Promise((drained) => socket.once('drain', drained));
        }
      }
      let answer = '';
      socket.on('data', (data: Buffer) => {
        answer += data.toString();
      });
      socket.on('end', () => resolve(answer));
      socket.resume();
    });
  });
}

const checkoutHead = (length: number): string =>
  `POST /v1/checkout HTTP/1.1\r\nHost: 127.0.0.1\r\nx-api-key: ${TEST_API_KEY}\r\n` +
  `content-type: application/json\r\ncontent-length: ${length}\r\n\r\n`;

function curl(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('curl', args, { maxBuffer: MB }, (error, stdout, stderr) => {
      const code = error && typeof error.code === 'number' ? error.code : error ? -1 : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

describe('a body over the limit is read and discarded, so the client reads the 413', () => {
  it.each(runs)('a client that writes it all before reading, %i MB, run %i', async (size) => {
    const answer = parseAnswer(await writeThenRead(checkoutHead(size * MB), size * MB));
    expect(answer).toEqual({ status: 413, body: REFUSAL });
  });

  it.each(runs)('undici (fetch), %i MB, run %i', async (size) => {
    const response = await fetch(url, { method: 'POST', headers: HEADERS, body: bodyOf(size) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(REFUSAL);
  });

  it.skipIf(!hasCurl).each(runs)('curl, %i MB, run %i', async (size) => {
    const { code, stdout, stderr } = await curl([
      '--silent',
      '--show-error',
      '--write-out',
      '\n%{http_code}',
      ...Object.entries(HEADERS).flatMap(([name, value]) => ['--header', `${name}: ${value}`]),
      '--data-binary',
      `@${join(dir, `${size}.json`)}`,
      url,
    ]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const [body, status] = stdout.split('\n');
    expect(status).toBe('413');
    expect(JSON.parse(body ?? '')).toEqual(REFUSAL);
  });

  it('a body declared beyond the drain bound (32 MB) is not waited for: 413 at once, then the connection closes', async () => {
    const answer = parseAnswer(await writeThenRead(checkoutHead(64 * MB), 0));
    expect(answer).toEqual({ status: 413, body: REFUSAL });
  });
});

describe('afterBodyDrained', () => {
  const limits = { bytes: 1000, ms: 50 };
  /** A request stream whose `then` records how many bytes had been written when it was called. */
  function drain(headers: Record<string, string> = {}) {
    const request = Object.assign(new PassThrough(), { headers });
    const calls: number[] = [];
    let written = 0;
    const write = (bytes: number) => {
      written += bytes;
      request.write(Buffer.alloc(bytes));
    };
    afterBodyDrained(request, () => calls.push(written), limits);
    return { request, calls, write };
  }

  it('answers once the body has ended, having read it', async () => {
    const { request, calls, write } = drain();
    write(400);
    write(400);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual([]);
    request.end();
    await new Promise((resolve) => request.once('end', resolve));
    expect(calls).toEqual([800]);
  });

  it('answers once more than the byte bound has been read, without waiting for the end', async () => {
    const { calls, write } = drain();
    write(600);
    write(600);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual([1200]);
  });

  it('answers after the time bound when the body stops arriving', async () => {
    const { calls, write } = drain();
    write(10);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(calls).toEqual([10]);
  });

  it('answers at once when the declared length is beyond the byte bound', () => {
    const { calls } = drain({ 'content-length': '1001' });
    expect(calls).toEqual([0]);
  });

  it('answers only once', async () => {
    const { request, calls, write } = drain();
    write(1200);
    request.end();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(calls).toEqual([1200]);
  });
});
