import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../platform/paths.ts';
import { curlExamples } from '../test-support/readme-curl.ts';
import { queuedPostbacks } from '../test-support/subscriptions.ts';
import { createTestApp, payCard, postCheckout, type TestApp } from '../test-support/test-app.ts';

// docs/subscriptions.md opens with a whole RECURRING checkout and says what it starts: sent as
// the reader's shell sends it, paid by card, it starts that subscription.

const doc = readFileSync(join(projectRoot, 'docs/subscriptions.md'), 'utf8');
const start = doc.indexOf('## Starting one: the checkout');
const section = doc.slice(start, doc.indexOf('\n## ', start));

let t: TestApp;
afterEach(() => t?.app.close());

describe('docs/subscriptions.md: the whole subscription checkout', () => {
  it('pays 12.00 now and starts an ACTIVE subscription rebilling 12.00 every 30 days', async () => {
    const [example] = curlExamples(section, { KASSA_URL: 'http://127.0.0.1:8080' });
    expect(example?.path).toBe('/v1/checkout');
    t = await createTestApp();
    const created = await postCheckout(t, example?.body ?? '');
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ payment_type: 'RECURRING', amount: '12.00' });
    const token = new URL(created.json().data.session.redirect_url).pathname.split('/').pop();
    expect((await payCard(t, token ?? '')).outcome).toBe('SUCCESS');

    const postbacks = await queuedPostbacks(t);
    expect(postbacks.map((p) => p.type)).toEqual(['TRANSACTION', 'SUBSCRIPTION']);
    expect(postbacks[0]?.data).toMatchObject({ transaction_amount: '12.00' });
    expect(postbacks[1]?.data).toMatchObject({
      subscription_status: 'ACTIVE',
      version: 1,
      merchant_product_id: 'plan-monthly',
      charge_interval: 'DAY',
      charge_interval_value: 30,
      is_trial: false,
      rebill_transaction_amount: '12.00',
      rebill_transaction_currency_code: 'EUR',
    });
  });
});
