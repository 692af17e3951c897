import { describe, expect, it } from 'vitest';
import { applyTax } from './tax.ts';

describe('applyTax', () => {
  it('adds ON_TOP tax to the subtotal', () => {
    expect(
      applyTax(1000n, { transaction_tax_type: 'ON_TOP', transaction_tax_percentage: '20' }),
    ).toEqual({ charged: 1200n, tax: 200n });
    expect(
      applyTax(999n, { transaction_tax_type: 'ON_TOP', transaction_tax_percentage: '7.25' }),
    ).toEqual({ charged: 1071n, tax: 72n }); // 72.4275 → 72
  });

  it('extracts INCLUDED tax without changing the total', () => {
    expect(
      applyTax(1200n, { transaction_tax_type: 'INCLUDED', transaction_tax_percentage: '20' }),
    ).toEqual({ charged: 1200n, tax: 200n });
    expect(
      applyTax(1000n, { transaction_tax_type: 'INCLUDED', transaction_tax_percentage: '20' }),
    ).toEqual({ charged: 1000n, tax: 167n }); // 166.67 → 167
  });

  it('charges the subtotal when there is no rule', () => {
    expect(applyTax(1234n, undefined)).toEqual({ charged: 1234n, tax: 0n });
  });
});
