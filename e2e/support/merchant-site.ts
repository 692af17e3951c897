import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { TransactionData } from '../../server/domain/ledger/transaction-view.ts';
import { handleWebhook } from '../../server/test-support/merchant-webhook.ts';
import { EVENT_BOUND_MS } from './bounds.ts';
import { E2E_POSTBACK_SECRET } from './kassa-server.ts';

// The merchant's side, on its own origin: the success and failure pages the shopper lands on, and
// the callback URL that receives postbacks. Its answer to postbacks can be set per test.
//
// The callback is a webhook handler written the way merchants write them
// (server/test-support/merchant-webhook.ts): every postback request — whatever the site answers — must
// verify with X-Signature and Kassa-Signature and carry a transaction record that the record's
// JSON schema accepts. One that does not is recorded in `postbackProblems`, makes
// `waitForPostbacks` throw, and makes `close()` throw, so the spec's teardown fails the run.

/** A TRANSACTION postback as a merchant's handler reads it. */
export interface PostbackEnvelope {
  event_id: string;
  type: string;
  version: string;
  created_at: string;
  data: TransactionData;
}

export interface ReceivedPostback {
  headers: IncomingHttpHeaders;
  rawBody: string;
  json: PostbackEnvelope;
}

/** `held`: the answer waits until the test calls release(), so an attempt stays in flight. */
export type PostbackAnswer = 'ok' | 'error' | 'hang' | 'held';

export interface MerchantSite {
  url: string;
  postbacks: ReceivedPostback[];
  /** Every postback request, including the ones answered with an error or left hanging. */
  attempts: number;
  /** Event ids of every postback request, in arrival order. */
  attemptedEventIds: string[];
  /** Why postback requests failed the merchant's handler; must stay empty. */
  postbackProblems: string[];
  answer: PostbackAnswer;
  /** Answers every postback held so far (answer 'held') with 200, as 'ok' would have. */
  release(): void;
  /** Pages the site serves besides /ok and /failed, by path (the merchant's own checkout page). */
  pages: Map<string, string>;
  waitForPostbacks(count: number, timeoutMs?: number): Promise<ReceivedPostback[]>;
  close(): Promise<void>;
}

export async function startMerchantSite(): Promise<MerchantSite> {
  const site = {
    url: '',
    postbacks: [] as ReceivedPostback[],
    attempts: 0,
    attemptedEventIds: [] as string[],
    postbackProblems: [] as string[],
    answer: 'ok' as PostbackAnswer,
    pages: new Map<string, string>(),
    held: [] as (() => void)[],
    /** Called whenever a postback request has been handled: what waitForPostbacks waits on. */
    handled: new Set<() => void>(),
    release(): void {
      for (const answer of site.held.splice(0)) answer();
    },
  };
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'POST' && path === '/postbacks') {
      let raw = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => {
        raw += chunk;
      });
      req.on('end', () => {
        handle();
        for (const listener of site.handled) listener();
      });
      const handle = (): void => {
        site.attempts += 1;
        site.attemptedEventIds.push(String(req.headers['kassa-event-id']));
        const verdict = handleWebhook(E2E_POSTBACK_SECRET, { headers: req.headers, rawBody: raw });
        if (!verdict.ok) {
          const eventId = String(req.headers['kassa-event-id']);
          site.postbackProblems.push(`${eventId}: ${verdict.problems.join('; ')}`);
          res.writeHead(400).end('invalid postback');
          return;
        }
        if (site.answer === 'hang') return; // never answer: the sender must time out
        if (site.answer === 'error') {
          res.writeHead(500).end('try later');
          return;
        }
        const accept = (): void => {
          site.postbacks.push({ headers: req.headers, rawBody: raw, json: JSON.parse(raw) });
          res.writeHead(200).end('ok');
          for (const listener of site.handled) listener();
        };
        if (site.answer === 'held') site.held.push(accept);
        else accept();
      };
      return;
    }
    const page = site.pages.get(path ?? '');
    if (page !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
      return;
    }
    const title = path === '/ok' ? 'Thank you for your order' : 'Payment failed';
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><html lang="en"><title>${title}</title><h1>${title}</h1></html>`);
  });
  function failOnProblems(): void {
    if (site.postbackProblems.length === 0) return;
    throw new Error(
      `postbacks a merchant's webhook handler refuses:\n${site.postbackProblems.join('\n')}`,
    );
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  site.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return Object.assign(site, {
    /** Waits for the `count`th postback accepted (or a refused one); fails after `timeoutMs`. */
    async waitForPostbacks(count: number, timeoutMs = EVENT_BOUND_MS): Promise<ReceivedPostback[]> {
      let listener = (): void => undefined;
      let timer: NodeJS.Timeout | undefined;
      try {
        await new Promise<void>((resolve, reject) => {
          listener = () => {
            if (site.postbackProblems.length > 0 || site.postbacks.length >= count) resolve();
          };
          site.handled.add(listener);
          listener();
          timer = setTimeout(
            () => reject(new Error(`expected ${count} postbacks, got ${site.postbacks.length}`)),
            timeoutMs,
          );
        });
      } finally {
        site.handled.delete(listener);
        clearTimeout(timer);
      }
      failOnProblems();
      return site.postbacks;
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      failOnProblems();
    },
  });
}

/** A checkout request whose return pages and callback live on the merchant site. */
export function checkoutFor(site: MerchantSite, overrides: Record<string, unknown> = {}) {
  return {
    payment_data: {
      type: 'SALE',
      currency_code: 'USD',
      amount: '34.40',
      merchant_payment_id: `order-${Date.now()}`,
      language: 'en-us',
      shop_name: 'E2E Coffee',
    },
    customer: {
      merchant_customer_id: 'cust-e2e',
      email: 'shopper@example.com',
      country_code: 'US',
    },
    callback: { success_url: `${site.url}/ok`, failure_url: `${site.url}/failed?order=42` },
    products: [
      { product_type: 'SALE', product_name: 'Espresso beans', product_price: '24.90' },
      { product_type: 'SALE', product_name: 'Ceramic cup', product_price: '9.50' },
    ],
    ...overrides,
  };
}
