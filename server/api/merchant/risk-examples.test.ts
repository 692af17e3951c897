import { Ajv } from 'ajv';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenSessionToken } from '../../test-support/payouts.ts';
import { createTestApp, TEST_API_KEY, type TestApp } from '../../test-support/test-app.ts';
import {
  isObject,
  type JsonObject,
  type Operation,
  objectAt,
  operationsOf,
  requestExamplesOf,
} from '../docs/document-reading.ts';
import { DOCUMENT_PATH } from '../docs/route.ts';

// The negative database's and card management's part of the OpenAPI document, kept. The bodies
// of POST /v1/merchant-negative-entry are sent by server/api/docs/examples.test.ts; the operations
// that name an entry or a token are sent here as a reader sends them: every parameter at its
// documented example, except the id of the entry or token, which is one that exists (an entry
// made from the document's own example, a token of the example's customer from POST /v1/token).
// Each must answer its documented success status with an answer of its documented schema.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

const RISK_OPERATIONS = [
  'POST /v1/merchant-negative-entry',
  'GET /v1/merchant-negative-entry',
  'DELETE /v1/merchant-negative-entry/{id}',
  'POST /v1/customer/{merchantCustomerId}/payment-token/{paymentTokenId}/delete',
  'POST /v1/customer/{merchantCustomerId}/payment-token/{paymentTokenId}/revoke-cof-consent',
];

const parametersOf = (operation: JsonObject): JsonObject[] =>
  (Array.isArray(operation.parameters) ? operation.parameters : []).filter(isObject);

/** The URL a reader builds from the documented examples, with `real` ids in place of examples. */
function urlOf({ path, operation }: Operation, real: Record<string, string>): string {
  let url = path;
  const query = new URLSearchParams();
  for (const parameter of parametersOf(operation)) {
    const name = String(parameter.name);
    // A path parameter is always shown with an example; an optional query one (cursor) may not be.
    if (parameter.in === 'path') expect(parameter.example, `${path}: ${name}`).toBeDefined();
    const value = real[name] ?? String(parameter.example);
    if (parameter.in === 'path') url = url.replace(`{${name}}`, encodeURIComponent(value));
    if (parameter.in === 'query' && parameter.example !== undefined) query.set(name, value);
  }
  return query.size > 0 ? `${url}?${query}` : url;
}

function successSchema(operation: JsonObject): { status: number; schema: unknown } {
  const responses = objectAt(operation, 'responses');
  const [status = ''] = Object.keys(responses).filter((s) => /^2\d\d$/.test(s));
  const media = objectAt(objectAt(objectAt(responses, status), 'content'), 'application/json');
  return { status: Number(status), schema: media.schema };
}

describe('the risk control endpoints in the OpenAPI document', () => {
  it('are all there, and each is answered at its documented examples with its documented schema', async () => {
    const app = await createTestApp();
    t = app;
    const document = (await app.app.inject({ url: DOCUMENT_PATH })).json();
    const operations = operationsOf(document).filter(({ method, path }) =>
      RISK_OPERATIONS.includes(`${method} ${path}`),
    );
    expect(operations.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(
      [...RISK_OPERATIONS].sort(),
    );
    const byKey = new Map(operations.map((o) => [`${o.method} ${o.path}`, o]));
    const ajv = new Ajv({ strict: false, allErrors: true });
    const send = async (key: string, real: Record<string, string>, body?: unknown) => {
      const operation = byKey.get(key);
      if (!operation) throw new Error(`${key} is not in the document`);
      const res = await app.app.inject({
        method: operation.method as 'GET' | 'POST' | 'DELETE',
        url: urlOf(operation, real),
        headers: {
          'x-api-key': TEST_API_KEY,
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(body !== undefined && { payload: JSON.stringify(body) }),
      });
      const { status, schema } = successSchema(operation.operation);
      const validate = ajv.compile(isObject(schema) ? schema : {});
      expect(res.statusCode, `${key}: ${res.body}`).toBe(status);
      expect(validate(res.json()), `${key}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      return res.json();
    };

    // An entry from the document's own EMAIL example, listed at the list's examples, deleted.
    const create = byKey.get('POST /v1/merchant-negative-entry');
    const emailExample = requestExamplesOf(create?.operation ?? {}).find(
      (example) => isObject(example) && example.type === 'EMAIL',
    );
    expect(emailExample).toBeDefined();
    const entry = await send('POST /v1/merchant-negative-entry', {}, emailExample);
    const listed = await send('GET /v1/merchant-negative-entry', {});
    expect(listed.data.map((e: { id: string }) => e.id)).toContain(entry.data.id);
    const deleted = await send('DELETE /v1/merchant-negative-entry/{id}', { id: entry.data.id });
    expect(deleted.data.id).toBe(entry.data.id);

    // A token of the path example's customer: hidden, then its consent revoked.
    const card = byKey.get(
      'POST /v1/customer/{merchantCustomerId}/payment-token/{paymentTokenId}/delete',
    );
    const customer = parametersOf(card?.operation ?? {}).find(
      (p) => p.name === 'merchantCustomerId',
    )?.example;
    const token = await tokenSessionToken(app, String(customer));
    const hidden = await send(
      'POST /v1/customer/{merchantCustomerId}/payment-token/{paymentTokenId}/delete',
      { paymentTokenId: token },
    );
    expect(hidden.data).toMatchObject({ payment_token_id: token, is_hidden: true });
    const revoked = await send(
      'POST /v1/customer/{merchantCustomerId}/payment-token/{paymentTokenId}/revoke-cof-consent',
      { paymentTokenId: token },
    );
    expect(revoked.data).toMatchObject({ payment_token_id: token, cof_consent_status: 'REVOKED' });
  });
});
