import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { signBody, signPostback } from '../../server/domain/postbacks/signature.ts';

// The README walk's receiver, run as a reader runs it (node, a port, the secret) and sent
// postbacks signed by Kassa's own signer, then a forged one.

const script = fileURLToPath(new URL('./receive-postbacks.mjs', import.meta.url));
const SECRET = 'whsec_example_receiver_0001';
let child: ChildProcess | undefined;
let kassaPort: Server | undefined;
afterEach(() => {
  child?.kill();
  kassaPort?.close();
});

/** A port held as Kassa holds its PORT: taken. */
async function takenPort(): Promise<number> {
  const server = createServer();
  kassaPort = server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/**
 * Starts the receiver on a port the system picks (RECEIVER_PORT=0), in a shell whose PORT is
 * Kassa's; answers its output and its port.
 */
async function start(): Promise<{ output: () => string; port: number }> {
  const kassa = String(await takenPort());
  child = spawn(process.execPath, [script], {
    env: { PATH: process.env.PATH, KASSA_POSTBACK_SECRET: SECRET, PORT: kassa, RECEIVER_PORT: '0' },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const port = await new Promise<number>((resolve, reject) => {
    child?.stdout?.on('data', () => {
      const listening = /Receiving postbacks on http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
    child?.on('exit', (code) => reject(new Error(`receiver exited with ${code}:\n${output}`)));
  });
  return { output: () => output, port };
}

const body = JSON.stringify({
  event_id: 'evt_example',
  type: 'TRANSACTION',
  data: {
    transaction_id: 'trx_example',
    transaction_type: 'SALE',
    transaction_status: 'SUCCESS',
    response_code: 1000,
    transaction_amount: '34.40',
    transaction_currency_code: 'EUR',
    payment: { merchant_payment_id: 'order-1001', payment_token_id: 'tok_example' },
  },
});

function post(
  port: number,
  headers: Record<string, string>,
  payload: string = body,
): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}/webhooks/payments`, {
    method: 'POST',
    headers,
    body: payload,
  });
}

const signed = (payload: string): Record<string, string> => ({
  'Kassa-Signature': signPostback(SECRET, Math.floor(Date.now() / 1000), payload),
  'X-Signature': signBody(SECRET, payload),
});

describe('examples/webhook/receive-postbacks.mjs', () => {
  it('prints a postback Kassa signed and refuses one it did not', async () => {
    const { output, port } = await start();
    const now = Math.floor(Date.now() / 1000);
    const signed = await post(port, {
      'Kassa-Signature': signPostback(SECRET, now, body),
      'X-Signature': signBody(SECRET, body),
    });
    expect(signed.status).toBe(200);
    const forged = await post(port, {
      'Kassa-Signature': signPostback('whsec_someone_else_00001', now, body),
      'X-Signature': signBody('whsec_someone_else_00001', body),
    });
    expect(forged.status).toBe(401);
    await expect.poll(output).toContain('refused');
    expect(output()).toContain(
      'verified evt_example: SALE SUCCESS 1000 34.40 EUR  transaction_id=trx_example  order=order-1001  payment_token_id=tok_example',
    );
  });

  it("prints a SUBSCRIPTION postback's status and version", async () => {
    const { output, port } = await start();
    const subscription = JSON.stringify({
      event_id: 'evt_subscription',
      type: 'SUBSCRIPTION',
      data: {
        subscription_id: 'sub_example',
        subscription_status: 'PAST_DUE',
        version: 3,
        transaction_id: 'trx_first',
        merchant_payment_id: 'order-2002',
      },
    });
    expect((await post(port, signed(subscription), subscription)).status).toBe(200);
    await expect
      .poll(output)
      .toContain(
        'verified evt_subscription: SUBSCRIPTION sub_example PAST_DUE version=3  transaction_id=trx_first  order=order-2002',
      );
  });
});
