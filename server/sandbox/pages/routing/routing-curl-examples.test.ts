import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../platform/paths.ts';
import { type CurlExample, curlExamples } from '../../../test-support/readme-curl.ts';
import {
  createTestApp,
  openSession,
  payCard,
  TEST_API_KEY,
  type TestApp,
} from '../../../test-support/test-app.ts';

// Every `curl` of the README and docs/ to the routing API, sent as written, in the order the page
// gives them, to one fresh sandbox: a reader following the page gets what it promises. The only
// changes are a reader's own: their address and key (`$KASSA_URL`, `$KASSA_API_KEY`), and a
// transaction of theirs for the audit's elided `trx_…`. The explain example's answer is the JSON
// block the page shows after it, word for word.

const KASSA_URL = 'http://kassa-from-the-banner.test:18080';
const pages = [
  'README.md',
  ...readdirSync(join(projectRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

const isRoutingApi = (path: string): boolean =>
  path.startsWith('/sandbox/api/routing') ||
  /^\/sandbox\/api\/transactions\/[^/]+\/routing$/.test(path);

const byPage = pages.map((page) => {
  const text = readFileSync(join(projectRoot, page), 'utf8');
  const examples = curlExamples(text, { KASSA_URL, KASSA_API_KEY: 'sk_from_the_environment' });
  return { page, text, examples: examples.filter((example) => isRoutingApi(example.path)) };
});

/** The first ```json block after `line` (1-based) of `text`, parsed. */
function jsonAfter(text: string, line: number): unknown {
  const lines = text.split('\n');
  const start = lines.findIndex((content, index) => index >= line && content.trim() === '```json');
  const end = lines.findIndex((content, index) => index > start && content.trim() === '```');
  return JSON.parse(lines.slice(start + 1, end).join('\n'));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.app.close());

/**
 * A card payment of the merchant's, under whatever document applies: the `trx_…` of a page. Below
 * the 30 EUR from which the docs' example document asks for 3-D Secure, so it is decided at once.
 */
async function paidTransaction(): Promise<string> {
  const session = await openSession(t, {
    payment_data: { type: 'SALE', currency_code: 'EUR', amount: '9.50' },
    products: [{ product_type: 'SALE', product_name: 'Cup', product_price: '9.50' }],
  });
  await payCard(t, session);
  const [row] = await t.db.query(
    'SELECT transaction_id FROM transactions ORDER BY created_at DESC LIMIT 1',
  );
  return String(row?.transaction_id);
}

async function send(example: CurlExample) {
  const path = decodeURI(example.path).includes('trx_…')
    ? decodeURI(example.path).replace('trx_…', await paidTransaction())
    : example.path;
  return t.app.inject({
    method: example.method,
    url: path,
    headers: { ...example.headers, 'x-api-key': TEST_API_KEY },
    ...(example.body !== undefined && { payload: example.body }),
  });
}

describe('the routing API examples of the README and docs/', () => {
  it('show every endpoint of the routing API, through $KASSA_URL', () => {
    const shown = byPage.flatMap(({ examples }) =>
      examples.map((e) => `${e.method} ${e.path.replace(/\/trx_[^/]*\//, '/{transaction_id}/')}`),
    );
    expect(new Set(shown)).toEqual(
      new Set([
        'GET /sandbox/api/routing',
        'PUT /sandbox/api/routing',
        'DELETE /sandbox/api/routing',
        'POST /sandbox/api/routing/explain',
        'GET /sandbox/api/transactions/{transaction_id}/routing',
      ]),
    );
    for (const { examples } of byPage) {
      for (const example of examples) expect(example.origin).toBe(new URL(KASSA_URL).origin);
    }
  });

  it('are answered 200 in the order the page gives them, as the page says', async () => {
    for (const { page, text, examples } of byPage) {
      for (const example of examples) {
        const res = await send(example);
        const label = `${example.method} ${example.path} (${page} line ${example.line})`;
        expect(res.statusCode, `${label}: ${res.body}`).toBe(200);
        if (example.path === '/sandbox/api/routing/explain') {
          expect(res.json(), label).toEqual(jsonAfter(text, example.line));
        }
      }
    }
  });
});
