import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../platform/paths.ts';
import { subscriptionProblems } from '../test-support/merchant-webhook.ts';
import { subscriptionSchema } from './subscription-schema.ts';

// The subscription record has a place for every name the spec gives the Subscription resource,
// and the example in docs/postbacks.md is a valid record.

const SPEC_SUBSCRIPTION_NAMES = [
  'merchant_customer_id',
  'is_rebill_enabled',
  'next_rebill_at',
  'charge_interval',
  'charge_interval_value',
  'retry_at',
  'retry_count',
  'created_at',
  'version',
  'transaction_fee_amount',
  'transaction_fee_currency_code',
  'transaction_tax_amount',
  'transaction_tax_currency_code',
  'transaction_tax_type',
  'transaction_tax_label',
  'transaction_tax_percentage',
  'transaction_tax_exempt_amount',
  'merchant_product_id',
];

describe('the subscription record', () => {
  it('has every field the spec names', () => {
    const names = Object.keys(subscriptionSchema.properties);
    expect(SPEC_SUBSCRIPTION_NAMES.filter((name) => !names.includes(name))).toEqual([]);
  });

  it('accepts the example of docs/postbacks.md', () => {
    const doc = readFileSync(resolve(projectRoot, 'docs/postbacks.md'), 'utf8');
    const section = doc.slice(doc.indexOf('### SUBSCRIPTION data'));
    const example = /```json\n([\s\S]*?)\n```/.exec(section)?.[1];
    expect(example).toBeDefined();
    expect(subscriptionProblems(JSON.parse(example ?? 'null'))).toEqual([]);
  });
});
