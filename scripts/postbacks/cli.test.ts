import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/platform/paths.ts';
import { handleWebhook } from '../../server/test-support/merchant-webhook.ts';
import type { TestReceiver } from '../../server/test-support/postback-receiver.ts';
import { startTestReceiver, waitFor } from '../../server/test-support/postback-receiver.ts';
import { cardPaymentBody, checkoutBody } from '../../server/test-support/test-app.ts';

// `npm run postbacks` against a real server (server/main.ts under tsx, as data-dir-modes does),
// with the key the server generated in DATA_DIR, and a real merchant listener.

const tsx = join(projectRoot, 'node_modules', '.bin', 'tsx');
let scratch = '';
let server: ChildProcess | undefined;
let receiver: TestReceiver;
let base = '';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function cli(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const child = spawn(tsx, [join(projectRoot, 'scripts', 'postbacks.ts'), ...args], {
    cwd: scratch,
    env: { PATH: process.env.PATH ?? '', KASSA_URL: base, DATA_DIR: join(scratch, 'data'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

async function startServer(): Promise<void> {
  // From the scratch folder, not the project root: a developer's `.env` there must not reach it.
  const child = spawn(tsx, [join(projectRoot, 'server', 'main.ts')], {
    cwd: scratch,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(scratch, 'data'),
      LOG_LEVEL: 'warn',
      MERCHANT_CALLBACK_URL: receiver.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const running = await waitFor(() => {
    if (child.exitCode !== null) throw new Error(`the server exited on start:\n${output}`);
    return /Kassa sandbox is running on (http:\/\/\S+)/.exec(output)?.[1];
  }, 60_000);
  base = running;
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'kassa-postbacks-cli-'));
  receiver = await startTestReceiver();
  receiver.respondWith((_request, response) => {
    response.writeHead(200).end('thanks');
  });
}, 30_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await receiver.close();
  await rm(scratch, { recursive: true, force: true });
}, 30_000);

describe('npm run postbacks', () => {
  it('says how to start Kassa when nothing answers, and prints help', async () => {
    // A port nothing listens on: the listener is closed again at once.
    const closed = await startTestReceiver();
    await closed.close();
    const down = await cli(['list'], {
      KASSA_URL: new URL(closed.url).origin,
      KASSA_API_KEY: 'sk_any_key_0123456789',
    });
    expect(down.code).toBe(1);
    expect(down.stderr).toContain('Kassa is not answering at');
    expect(down.stderr).toContain('npm start');

    const help = await cli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('resend <event_id>');
    const unknown = await cli(['frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command "frobnicate"');
  }, 30_000);

  it('lists, shows, resends and sends a test postback against a running server', async () => {
    await startServer();
    const secret = await readFile(join(scratch, 'data', 'sandbox-postback-secret'), 'utf8');
    const apiKey = await readFile(join(scratch, 'data', 'sandbox-api-key'), 'utf8');

    // A sample postback, signed with the sandbox secret: the key comes from DATA_DIR.
    const test = await cli(['test']);
    expect(test.stderr).toBe('');
    expect(test.code).toBe(0);
    expect(test.stdout).toMatch(
      /Sample TRANSACTION postback evt_\S+ to http:\/\/127\.0\.0\.1:\d+\/postbacks: delivered/,
    );
    expect(test.stdout).toContain('HTTP 200');
    const [sample] = receiver.received;
    if (!sample) throw new Error('no sample postback');
    expect(handleWebhook(secret, sample)).toMatchObject({ ok: true, type: 'TRANSACTION' });

    // A real payment's postback, then the log.
    const created = await fetch(`${base}/v1/checkout`, {
      method: 'POST',
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
      body: JSON.stringify(checkoutBody()),
    });
    const redirect: string = (await created.json()).data.session.redirect_url;
    const token = new URL(redirect).pathname.split('/').pop() ?? '';
    const paid = await fetch(`${base}/api/sessions/${token}/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(cardPaymentBody()),
    });
    expect(paid.status).toBe(200);
    await waitFor(() => receiver.received.length >= 2, 15_000);

    const listed = await waitFor(async () => {
      const run = await cli(['list', '--json', '--limit', '5']);
      const [event] = JSON.parse(run.stdout).data;
      return event?.status === 'delivered' && event;
    }, 15_000);
    expect(listed.attempts).toEqual([
      expect.objectContaining({ http_status: 200, response_excerpt: 'thanks' }),
    ]);

    const text = await cli(['list', '--status', 'delivered']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`${listed.event_id}  TRANSACTION  delivered`);
    expect(text.stdout).toMatch(/200 {2}\d+ ms {2}delivered {2}"thanks"/);
    expect(text.stdout).not.toContain('4242424242424242');

    const show = await cli(['show', listed.event_id]);
    expect(show.code).toBe(0);
    expect(show.stdout).toContain(listed.payment_id);

    const resend = await cli(['resend', listed.event_id]);
    expect(resend.code).toBe(0);
    expect(resend.stdout).toContain(`Queued ${listed.event_id}`);
    await waitFor(() => receiver.received.length >= 3, 15_000);
    expect(receiver.received[2]?.rawBody).toBe(receiver.received[1]?.rawBody);
    const again = await waitFor(async () => {
      const run = await cli(['show', listed.event_id, '--json']);
      const event = JSON.parse(run.stdout).data;
      return event.attempts.length === 2 && event;
    }, 15_000);
    expect(again.status).toBe('delivered');

    const missing = await cli(['show', 'evt_missing']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('HTTP 404 NOT_FOUND: postback evt_missing not found');

    const wrongKey = await cli(['list'], { KASSA_API_KEY: 'sk_wrong_key_0123456789' });
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.stderr).toContain('Kassa refused the API key from KASSA_API_KEY');

    const badUrl = await cli(['test', '--url', 'ftp://example.test/']);
    expect(badUrl.code).toBe(1);
    expect(badUrl.stderr).toContain('url must start with http:// or https://');
  }, 120_000);
});
