import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../common/contract/error-body.ts';
import { CARD_NUMBER_EXEMPT, EXEMPT_BECAUSE } from '../../contract/card-number-text.ts';
import { checkoutBodySchema } from '../../contract/checkout-schema.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { objectAt, operationsOf, requestMedia } from './document-reading.ts';
import { DOCS_PATH, DOCUMENT_PATH } from './route.ts';

// The OpenAPI document as CI checks it: a valid OpenAPI 3.1 document, whose operations
// are exactly the /v1 routes the app has when it starts, built the same every time.

let t: TestApp;
afterEach(() => t?.app.close());

/** A fresh app, and the "METHOD /path" of every /v1 route it registers, as the document spells paths. */
async function appAndRoutes(): Promise<{ routes: string[] }> {
  t = await createTestApp();
  const routes: string[] = [];
  // Added before the app is ready: it sees every route the plugins add when they load.
  t.app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // HEAD is Fastify's automatic twin of each GET; the document's own routes describe it.
      if (method === 'HEAD' || !route.url.startsWith('/v1/')) continue;
      if (route.url === DOCUMENT_PATH || route.url === DOCS_PATH) continue;
      routes.push(`${method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    }
  });
  await t.app.ready();
  return { routes };
}

async function fetchDocument(headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: DOCUMENT_PATH, headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res;
}

describe('GET /v1/openapi.json', () => {
  it('describes the dispute transactions in the transaction record', async () => {
    t = await createTestApp();
    const document = (await fetchDocument()).json();
    const record =
      document.paths['/v1/transaction'].get.responses['200'].content['application/json'].schema
        .properties.data.items;
    expect(record.properties.transaction_type.enum).toEqual(
      expect.arrayContaining([
        'FRAUD_ALERT',
        'CHARGEBACK',
        'CHARGEBACK_REVERSAL',
        'RDR',
        'RDR_REVERSAL',
      ]),
    );
    for (const field of ['original_transaction_id', 'dispute_reason_code', 'dispute_reason']) {
      expect(record.properties[field], field).toMatchObject({ type: 'string' });
    }
  });

  it('is a valid OpenAPI 3.1 document, served without an API key', async () => {
    await appAndRoutes();
    const document = (await fetchDocument()).json();
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: 'https://pay.example.test' }]);
  });

  it("holds exactly the app's /v1 routes, and none of the form's API, the pages or the sandbox", async () => {
    const { routes } = await appAndRoutes();
    const document = (await fetchDocument()).json();
    const operations = operationsOf(document).map(({ method, path }) => `${method} ${path}`);
    expect(routes).toContain('POST /v1/checkout');
    expect([...operations].sort()).toEqual([...routes].sort());
  });

  it('requires the API key and names the error body on every operation', async () => {
    await appAndRoutes();
    const document = (await fetchDocument()).json();
    expect(document.components.securitySchemes.ApiKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-Api-Key',
    });
    expect(document.security).toEqual([{ ApiKey: [] }]);
    const errorBody = {
      ...JSON.parse(JSON.stringify(errorBodySchema)),
      description: expect.any(String),
    };
    for (const { method, path, operation } of operationsOf(document)) {
      // No operation opts out of the document's security.
      expect(operation.security, `${method} ${path}`).toBeUndefined();
      for (const status of ['4XX', '5XX']) {
        const response = objectAt(objectAt(operation, 'responses'), status);
        const schema = objectAt(objectAt(response, 'content'), 'application/json').schema;
        expect(schema, `${method} ${path} ${status}`).toEqual(errorBody);
      }
    }
  });

  it("shows the checkout body schema whole: the route's `as const` schema, field for field", async () => {
    await appAndRoutes();
    const document = (await fetchDocument()).json();
    const checkout = operationsOf(document).find(({ path }) => path === '/v1/checkout');
    const { examples: _examples, ...schema } = requestMedia(checkout?.operation ?? {}).schema as {
      examples?: unknown;
    };
    expect(schema).toEqual(JSON.parse(JSON.stringify(checkoutBodySchema)));
    expect(checkout?.operation.parameters).toEqual([
      expect.objectContaining({ in: 'header', name: 'X-Idempotency-Key', required: false }),
    ]);
  });

  it('names the body fields the card-number scan skips, and why', async () => {
    await appAndRoutes();
    const document = (await fetchDocument()).json();
    const payout = operationsOf(document).find(({ path }) => path === '/v1/payout');
    const details = objectAt(
      objectAt(requestMedia(payout?.operation ?? {}).schema, 'properties'),
      'payment_details',
    );
    const fields = objectAt(details, 'properties');
    expect(objectAt(fields, 'iban')[CARD_NUMBER_EXEMPT]).toBe(EXEMPT_BECAUSE.iban);
    expect(objectAt(fields, 'bank_account_number')[CARD_NUMBER_EXEMPT]).toBe(
      EXEMPT_BECAUSE.bankAccount,
    );
    expect(objectAt(fields, 'crypto_address')).not.toHaveProperty(CARD_NUMBER_EXEMPT);
  });

  it('is the same document, byte for byte, in every app built from the same config', async () => {
    await appAndRoutes();
    const first = (await fetchDocument()).body;
    expect((await fetchDocument()).body).toBe(first);
    await t.app.close();
    await appAndRoutes();
    expect((await fetchDocument()).body).toBe(first);
  });
});

describe('GET /v1/docs', () => {
  it('is a page of every operation, rendered from the document, with a CSP that allows only its style', async () => {
    await appAndRoutes();
    const document = (await fetchDocument()).json();
    const res = await t.app.inject({ method: 'GET', url: DOCS_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+';/);
    expect(csp).not.toContain('script-src');
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain(`href="${DOCUMENT_PATH}"`);
    for (const { method, path } of operationsOf(document)) {
      expect(res.body).toContain(`<code>${method} ${path}</code>`);
    }
    // The checkout body's nested fields and its examples are on the page.
    expect(res.body).toContain('<code>payment_data.amount</code>');
    expect(res.body).toContain('<code>products[].product_price</code>');
    expect(res.body).toContain('&quot;order-1001&quot;');
  });
});
