import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type LoadResult, runLoad } from './checkout-load.ts';

// Load on POST /v1/mit-sale?mode=SYNC: charges on one saved payment token, each decided
// by the sandbox processor and recorded with its transaction and postback before the answer.

/** A receiver of the server's postbacks: answers 200 and hands over each body's `data`. */
export interface PostbackReceiver {
  url: string;
  /** The first TRANSACTION postback's payment_token_id. */
  firstToken: Promise<string>;
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
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      lastReceivedAt = performance.now();
      response.writeHead(200).end();
      try {
        const token: unknown = JSON.parse(body).data?.payment?.payment_token_id;
        if (typeof token === 'string') resolveToken(token);
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
    lastReceivedAt: () => lastReceivedAt,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An MIT_SALE of one product on `token` (saved for merchant_customer_id bench). */
export const mitSaleBody = (token: string): string =>
  JSON.stringify({
    payment_token_id: token,
    payment_method: 'CARD',
    merchant_customer_id: 'bench',
    email: 'bench@example.com',
    amount: '9.50',
    country_code: 'DE',
    currency_code: 'EUR',
    products: [{ product_type: 'SALE', product_name: 'Refill', product_price: '9.50' }],
  });

export function loadMitSale(options: {
  url: string;
  apiKey: string;
  token: string;
  connections: number;
  durationSeconds: number;
}): Promise<LoadResult> {
  return runLoad({
    ...options,
    url: `${options.url}/v1/mit-sale?mode=SYNC`,
    body: mitSaleBody(options.token),
  });
}
