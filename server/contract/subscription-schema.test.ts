import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../platform/paths.ts';
import { subscriptionProblems } from '../test-support/merchant-webhook.ts';
import { REFERENCE_SUBSCRIPTION_FIELDS } from '../test-support/subscriptions.ts';
import { subscriptionSchema } from './subscription-schema.ts';

// The subscription record has a place for every name the spec gives the Subscription resource,
// requires every field of the live service's reference, and the example in docs/postbacks.md is a
// valid record.

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

  it('requires every field the reference lists, each one null where it may have no value', () => {
    const required: readonly string[] = subscriptionSchema.required;
    expect(REFERENCE_SUBSCRIPTION_FIELDS.filter((name) => !required.includes(name))).toEqual([]);
    const properties: Record<string, { type?: unknown }> = subscriptionSchema.properties;
    const nullable = Object.keys(properties).filter((name) => {
      const type = properties[name]?.type;
      return Array.isArray(type) && type.includes('null');
    });
    expect(nullable.sort()).toEqual(
      [
        'expires_at',
        'merchant_product_id',
        'merchant_payment_id',
        'trial_interval',
        'trial_interval_value',
        'retry_at',
        'shop_name',
        'shop_url',
        'transaction_tax_amount',
        'transaction_tax_currency_code',
        'transaction_tax_type',
        'transaction_tax_label',
        'transaction_tax_percentage',
        'transaction_tax_exempt_amount',
      ].sort(),
    );
  });

  it('accepts the example of docs/postbacks.md', () => {
    const doc = readFileSync(resolve(projectRoot, 'docs/postbacks.md'), 'utf8');
    const section = doc.slice(doc.indexOf('### SUBSCRIPTION data'));
    const example = /```json\n([\s\S]*?)\n```/.exec(section)?.[1];
    expect(example).toBeDefined();
    expect(subscriptionProblems(JSON.parse(example ?? 'null'))).toEqual([]);
  });
});
