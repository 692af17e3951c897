import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { payOverFormApi } from '../e2e/support/kassa-server.ts';
import { checkoutBody } from './checkout-load.ts';
import { type LoadResult, runLoad } from './load-runner.ts';

// Load on the token charges: POST /v1/mit-sale?mode=SYNC (each charge decided by the sandbox
// processor and recorded with its transaction and postback before the answer) and
// POST /v1/cit-sale (a payment waiting for the shopper's 3-D Secure challenge), on one saved
// token from every connection (the worst case for the token's row lock, which every charge
// takes so that a revoked consent cannot race it) or on many tokens in turn (a merchant's
// renewals, each on its own customer's card).

/** A receiver of the server's postbacks: answers 200 and hands over each body's `data`. */
export interface PostbackReceiver {
  url: string;
  /** The first TRANSACTION postback's payment_token_id. */
  firstToken: Promise<string>;
  /** The payment_token_id of the first TRANSACTION postback of payment `paymentId` that has one. */
  tokenOf(paymentId: string): Promise<string>;
  /** When the last postback arrived (performance.now()), or undefined before the first. */
  lastReceivedAt(): number | undefined;
  stop(): Promise<void>;
}

export async function startPostbackReceiver(): Promise<PostbackReceiver> {
  let lastReceivedAt: number | undefined;
  let resolveToken: (token: string) => void = () => {};
  const firstToken = new Promise<string>((resolve) => {
    resolveToken = resolve;
  });
  const tokens = new Map<string, string>();
  const waiting = new Map<string, (token: string) => void>();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      lastReceivedAt = performance.now();
      response.writeHead(200).end();
      try {
        const payment: unknown = JSON.parse(body).data?.payment;
        if (typeof payment !== 'object' || payment === null) return;
        const { payment_id: id, payment_token_id: token } = payment as Record<string, unknown>;
        if (typeof token !== 'string') return;
        resolveToken(token);
        if (typeof id !== 'string' || tokens.has(id)) return;
        tokens.set(id, token);
        waiting.get(id)?.(token);
        waiting.delete(id);
      } catch {
        // Not JSON: not a postback this bench reads.
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/postbacks`,
    firstToken,
    tokenOf: (paymentId) =>
      new Promise((resolve) => {
        const token = tokens.get(paymentId);
        if (token === undefined) waiting.set(paymentId, resolve);
        else resolve(token);
      }),
    lastReceivedAt: () => lastReceivedAt,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A token saved by a card checkout of `customer`, to charge again. */
export interface SavedToken {
  token: string;
  customer: string;
}

/**
 * `count` tokens, each saved by a card checkout of its own customer (bench-0, bench-1, …) paid
 * with the approving Visa on the form API, a few at a time. The server needs
 * RATE_LIMIT_PAYMENTS_PER_MINUTE=0 for more than a handful, and its postbacks sent to `receiver`.
 */
export async function saveTokens(
  server: { url: string; apiKey: string },
  receiver: PostbackReceiver,
  count: number,
): Promise<SavedToken[]> {
  const saveOne = async (customer: string): Promise<SavedToken> => {
    const res = await fetch(`${server.url}/v1/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': server.apiKey },
      body: checkoutBody(customer),
    });
    const created: { data: { payment_id: string; session: { redirect_url: string } } } =
      await res.json();
    const paid = await payOverFormApi(
      server,
      created.data.session.redirect_url,
      '4242424242424242',
    );
    if (!paid.ok) throw new Error(`paying ${customer}'s checkout: ${paid.status}`);
    return { token: await receiver.tokenOf(created.data.payment_id), customer };
  };
  const saved: SavedToken[] = [];
  const AT_ONCE = 8;
  for (let first = 0; first < count; first += AT_ONCE) {
    const batch = Array.from({ length: Math.min(AT_ONCE, count - first) }, (_, i) =>
      saveOne(count === 1 ? 'bench' : `bench-${first + i}`),
    );
    saved.push(...(await Promise.all(batch)));
  }
  return saved;
}

/** An MIT_SALE of one product on `saved.token`; with urls, the body of a CIT_SALE. */
export const tokenChargeBody = (saved: SavedToken, cit = false): string =>
  JSON.stringify({
    payment_token_id: saved.token,
    payment_method: 'CARD',
    merchant_customer_id: saved.customer,
    email: 'bench@example.com',
    amount: '9.50',
    country_code: 'DE',
    currency_code: 'EUR',
    products: [{ product_type: 'SALE', product_name: 'Refill', product_price: '9.50' }],
    ...(cit && {
      success_url: 'https://shop.example/ok',
      failure_url: 'https://shop.example/no',
    }),
  });

/** Charges on `tokens`, taken in turn by the requests: /v1/mit-sale?mode=SYNC or /v1/cit-sale. */
export function loadTokenCharges(options: {
  url: string;
  apiKey: string;
  endpoint: 'mit-sale' | 'cit-sale';
  tokens: SavedToken[];
  connections: number;
  durationSeconds: number;
}): Promise<LoadResult> {
  const cit = options.endpoint === 'cit-sale';
  return runLoad({
    url: `${options.url}/v1/${cit ? 'cit-sale' : 'mit-sale?mode=SYNC'}`,
    apiKey: options.apiKey,
    ...(options.tokens.length === 1
      ? { body: tokenChargeBody(options.tokens[0] as SavedToken, cit) }
      : { bodies: { rotate: options.tokens.map((saved) => tokenChargeBody(saved, cit)) } }),
    connections: options.connections,
    durationSeconds: options.durationSeconds,
  });
}
