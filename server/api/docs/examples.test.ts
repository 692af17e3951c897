import { Ajv } from 'ajv';
import { afterEach, describe, expect, it } from 'vitest';
import { ELIDED_TOKEN } from '../../contract/payout-examples.ts';
import { tokenSessionToken } from '../../test-support/payouts.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { createTestApp, TEST_API_KEY } from '../../test-support/test-app.ts';
import {
  isObject,
  type JsonObject,
  type Operation,
  objectAt,
  operationsOf,
  requestExamplesOf,
} from './document-reading.ts';
import { DOCUMENT_PATH } from './route.ts';

// The OpenAPI document's promises, kept. Every example request the document holds is
// sent as it stands and gets the success status the document gives, with an answer of the
// documented schema; the headers the document lists (X-Idempotency-Key, Deprecation) are the ones
// the routes read and send, and every operation refuses a request without the API key. The
// examples live beside each route (e.g. server/contract/checkout-examples.ts); nothing here names one.
// An example's elided token (`tok_…`, a CARD payout's) is filled in as a reader does: with a card
// token of the example's customer from POST /v1/token.

let t: TestApp;
afterEach(() => t?.app.close());

async function appAndDocument(): Promise<JsonObject> {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: DOCUMENT_PATH });
  return res.json();
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The example as a reader sends it: an elided token replaced by one of its customer's. */
async function filledIn(body: unknown): Promise<string | undefined> {
  if (body === undefined) return undefined;
  const text = JSON.stringify(body);
  const elided = JSON.stringify(ELIDED_TOKEN);
  if (!text.includes(elided)) return text;
  const customer = isObject(body) ? body.merchant_customer_id : undefined;
  const token = await tokenSessionToken(t, typeof customer === 'string' ? customer : 'cust-1');
  return text.replace(elided, JSON.stringify(token));
}

async function send(
  { method, path }: Operation,
  body: unknown,
  headers: Record<string, string> = { 'x-api-key': TEST_API_KEY },
) {
  const payload = await filledIn(body);
  return t.app.inject({
    method: method as Method,
    // Path parameters get a value of the right form; the examples sent have none.
    url: path.replace(/\{\w+\}/g, 'x'),
    headers: { 'content-type': 'application/json', ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The one success status an operation documents, and its answer's schema. */
function successOf(operation: JsonObject): { status: number; schema: unknown } {
  const statuses = Object.keys(objectAt(operation, 'responses')).filter((s) => /^2\d\d$/.test(s));
  expect(statuses).toHaveLength(1);
  const status = statuses[0] ?? '';
  const response = objectAt(objectAt(operation, 'responses'), status);
  return {
    status: Number(status),
    schema: objectAt(objectAt(response, 'content'), 'application/json').schema,
  };
}

function documentsHeader(operation: JsonObject, name: string): boolean {
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  return parameters.some((p) => isObject(p) && p.in === 'header' && p.name === name);
}

function exampleKeyOf(operation: JsonObject): string {
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  const key = parameters.find((p) => isObject(p) && p.name === 'X-Idempotency-Key');
  return isObject(key) && typeof key.example === 'string' ? key.example : 'key-1';
}

/**
 * Whether the operation names a resource that must exist first (a path parameter, a required query
 * parameter): its examples are sent to a real one by that resource's own test
 * (server/api/merchant/subscription-examples.test.ts for the subscription endpoints).
 */
const needsResource = (operation: JsonObject): boolean =>
  (Array.isArray(operation.parameters) ? operation.parameters : []).some(
    (p) => isObject(p) && (p.in === 'path' || (p.in === 'query' && p.required === true)),
  );

const withExamples = (document: JsonObject) =>
  operationsOf(document).filter(
    ({ operation }) => requestExamplesOf(operation).length > 0 && !needsResource(operation),
  );

describe('the examples of the OpenAPI document', () => {
  it('are each answered with the documented status and an answer of the documented schema', async () => {
    const document = await appAndDocument();
    const ajv = new Ajv({ strict: false, allErrors: true });
    let sent = 0;
    expect(withExamples(document).map(({ path }) => path)).toContain('/v1/checkout');
    for (const entry of withExamples(document)) {
      const { status, schema } = successOf(entry.operation);
      const validate = ajv.compile(isObject(schema) ? schema : {});
      for (const example of requestExamplesOf(entry.operation)) {
        const res = await send(entry, example);
        const label = `${entry.method} ${entry.path} ${JSON.stringify(example)}`;
        expect(res.statusCode, `${label}: ${res.body}`).toBe(status);
        expect(validate(res.json()), `${label}: ${ajv.errorsText(validate.errors)}`).toBe(true);
        // A deprecated operation says so in every answer; no other one does.
        expect(res.headers.deprecation !== undefined, label).toBe(
          entry.operation.deprecated === true,
        );
        sent += 1;
      }
    }
    expect(sent).toBeGreaterThanOrEqual(2);
  });

  it('document X-Idempotency-Key on exactly the operations that read it', async () => {
    const document = await appAndDocument();
    for (const entry of withExamples(document)) {
      const [example] = requestExamplesOf(entry.operation);
      const { status } = successOf(entry.operation);
      // Keys are shared by every endpoint that takes one: each operation its own.
      const key = `${exampleKeyOf(entry.operation)}${entry.path.replace(/\W+/g, '-')}`;
      const label = `${entry.method} ${entry.path}`;
      const first = await send(entry, example, {
        'x-api-key': TEST_API_KEY,
        'x-idempotency-key': key,
      });
      const again = await send(entry, example, {
        'x-api-key': TEST_API_KEY,
        'x-idempotency-key': key,
      });
      expect(first.statusCode, `${label}: ${first.body}`).toBe(status);
      if (documentsHeader(entry.operation, 'X-Idempotency-Key')) {
        expect(again.statusCode, label).toBe(409);
        expect(again.json().errors[0].error_message).toContain(`X-Idempotency-Key "${key}"`);
      } else {
        // The header is not read: the repeat is a new request, not refused for its key.
        expect(again.body, label).not.toContain('X-Idempotency-Key');
      }
    }
  });
});

describe('every operation of the OpenAPI document', () => {
  it('refuses a request without the API key with 401 and the error body', async () => {
    const document = await appAndDocument();
    for (const entry of operationsOf(document)) {
      const [example] = requestExamplesOf(entry.operation);
      const res = await send(entry, entry.method === 'GET' ? undefined : (example ?? {}), {});
      expect(res.statusCode, `${entry.method} ${entry.path}`).toBe(401);
      expect(res.json()).toEqual({
        errors: [{ error_code: 'INVALID_REQUEST', error_message: 'X-Api-Key header is required' }],
      });
    }
  });
});
