import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../platform/paths.ts';
import { recordProblems } from '../test-support/merchant-webhook.ts';
import { transactionSchema } from './transaction-schema.ts';

// The record has a place for every name the spec lists in its postback groups (Resources →
// Transaction (as carried in postbacks)), and the example in docs/postbacks.md is a valid record.

const SPEC_POSTBACK_NAMES = {
  transaction: [
    'version',
    'transaction_amount',
    'transaction_currency_code',
    'product_transaction_price',
  ],
  paymentLevel: [
    'transaction_fee_amount',
    'transaction_tax_amount',
    'transaction_tax_type',
    'transaction_tax_label',
    'transaction_tax_percentage',
    'transaction_tax_exempt_amount',
  ],
  paymentDetails: [
    'customer_phone_number',
    'customer_email',
    'customer_first_name',
    'customer_last_name',
    'payment_token_type',
    'customer_selected_country_code',
  ],
  transactionDetails: [
    'processor_response_text',
    'cascade_attempt',
    'has_been_cascaded',
    'card_bin_country_name',
    'card_bin_country_code',
    'card_bin_type',
    'rrn',
    'payment_method_reference_type',
    'payment_method_reference_number',
    'cof_consent_skipped',
    'processor_response_transaction_amount',
    'processor_response_base_amount',
  ],
  productLevel: [
    'rebill_transaction_amount',
    'rebill_transaction_currency_code',
    'rebill_transaction_fee_amount',
    'rebill_transaction_fee_currency_code',
    'rebill_transaction_tax_amount',
    'rebill_transaction_tax_currency_code',
  ],
};

const fields = (value: unknown): Partial<Record<string, unknown>> =>
  typeof value === 'object' && value !== null ? { ...value } : {};

/** Property names at `path` (dot-separated; `[]` steps into array items). */
function namesAt(path: string): string[] {
  let node: unknown = transactionSchema;
  for (const step of path.split('.').filter(Boolean)) {
    node = step === '[]' ? fields(node).items : fields(fields(node).properties)[step];
  }
  return Object.keys(fields(fields(node).properties));
}

describe('the transaction record schema', () => {
  it('has a place for every name of the spec, in its group', () => {
    const top = namesAt('');
    for (const name of [...SPEC_POSTBACK_NAMES.transaction, ...SPEC_POSTBACK_NAMES.paymentLevel]) {
      if (name === 'product_transaction_price') continue;
      expect(top, name).toContain(name);
    }
    expect(namesAt('payment_details')).toEqual(
      expect.arrayContaining(SPEC_POSTBACK_NAMES.paymentDetails),
    );
    expect(namesAt('transaction_details')).toEqual(
      expect.arrayContaining(SPEC_POSTBACK_NAMES.transactionDetails),
    );
    expect(namesAt('payment.products.[]')).toEqual(
      expect.arrayContaining(['product_transaction_price', ...SPEC_POSTBACK_NAMES.productLevel]),
    );
    expect(namesAt('payment')).toEqual(expect.arrayContaining(['payment_token_id', 'products']));
    expect(namesAt('payment_context')).toContain('ip');
  });

  it('has no place for a card number or a security code', () => {
    const text = JSON.stringify(transactionSchema);
    for (const name of ['card_number', 'pan', 'cvv', 'security_code', 'session']) {
      expect(text).not.toContain(`"${name}"`);
    }
  });

  it('accepts the full example of docs/postbacks.md', () => {
    const doc = readFileSync(resolve(projectRoot, 'docs/postbacks.md'), 'utf8');
    const section = doc.slice(doc.indexOf('### TRANSACTION data'));
    const example = /```json\n([\s\S]*?)\n```/.exec(section)?.[1];
    expect(example).toBeDefined();
    expect(recordProblems(JSON.parse(example ?? 'null'))).toEqual([]);
  });
});
