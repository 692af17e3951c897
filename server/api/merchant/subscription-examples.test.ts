import { Ajv } from 'ajv';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutExamples } from '../../contract/checkout-examples.ts';
import { subscriptionRequest } from '../../test-support/subscriptions.ts';
import { createTestApp, payCard, postCheckout, type TestApp } from '../../test-support/test-app.ts';
import {
  isObject,
  type JsonObject,
  objectAt,
  operationsOf,
  requestExamplesOf,
} from '../docs/document-reading.ts';
import { DOCUMENT_PATH } from '../docs/route.ts';

// The subscription endpoints' part of the OpenAPI document, kept: they name a subscription that
// must exist, so server/api/docs/examples.test.ts leaves them to this test, which starts one with
// the checkout's own subscription example, paid by card, and sends each operation's example
// requests to it (its id in the path; the parameters' examples, or its transaction's id, in the
// query), expecting 200 and an answer of the documented schema.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

async function startExampleSubscription(a: TestApp) {
  const example = checkoutExamples.find(
    (body) => (body.payment_data as { type: string }).type === 'RECURRING',
  );
  const res = await postCheckout(a, example);
  expect(res.statusCode, res.body).toBe(200);
  const token = new URL(res.json().data.session.redirect_url).pathname.split('/').pop() ?? '';
  expect((await payCard(a, token)).outcome).toBe('SUCCESS');
  const [row] = await a.db.query(
    'SELECT subscription_id, initial_transaction_id FROM subscriptions WHERE payment_id = $1',
    [res.json().data.payment_id],
  );
  return {
    subscriptionId: String(row?.subscription_id),
    transactionId: String(row?.initial_transaction_id),
  };
}

function urlOf(
  path: string,
  operation: JsonObject,
  real: { subscriptionId: string; transactionId: string },
): string {
  const query = new URLSearchParams();
  for (const parameter of Array.isArray(operation.parameters) ? operation.parameters : []) {
    if (!isObject(parameter) || parameter.in !== 'query' || parameter.required !== true) continue;
    const value =
      parameter.name === 'transaction_id' ? real.transactionId : String(parameter.example ?? '');
    query.set(String(parameter.name), value);
  }
  const url = path.replace('{subscriptionId}', real.subscriptionId);
  return query.size > 0 ? `${url}?${query}` : url;
}

describe('the subscription endpoints in the OpenAPI document', () => {
  it('are all there, and every example request is answered 200 with the documented schema', async () => {
    const a = await (async () => {
      t = await createTestApp();
      return t;
    })();
    const document = (await a.app.inject({ url: DOCUMENT_PATH })).json();
    const operations = operationsOf(document).filter(({ path }) =>
      path.startsWith('/v1/subscription'),
    );
    expect(operations.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
      'GET /v1/subscription',
      'GET /v1/subscription/{subscriptionId}',
      'PATCH /v1/subscription',
      'PATCH /v1/subscription/{subscriptionId}',
    ]);
    const real = await startExampleSubscription(a);
    const ajv = new Ajv({ strict: false, allErrors: true });
    let sent = 0;
    for (const { method, path, operation } of operations) {
      const schema = objectAt(
        objectAt(objectAt(objectAt(operation, 'responses'), '200'), 'content'),
        'application/json',
      ).schema;
      const validate = ajv.compile(isObject(schema) ? schema : {});
      const url = urlOf(path, operation, real);
      const bodies = method === 'GET' ? [undefined] : requestExamplesOf(operation);
      if (method === 'PATCH') expect(bodies.length, path).toBeGreaterThan(0);
      for (const body of bodies) {
        const res = await subscriptionRequest(a, method === 'GET' ? 'GET' : 'PATCH', url, body);
        const label = `${method} ${url} ${JSON.stringify(body)}`;
        expect(res.statusCode, `${label}: ${res.body}`).toBe(200);
        expect(validate(res.json()), `${label}: ${ajv.errorsText(validate.errors)}`).toBe(true);
        sent += 1;
      }
    }
    expect(sent).toBeGreaterThanOrEqual(8);
  });
});
