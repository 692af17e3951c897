import { describe, expect, it } from 'vitest';
import { applyTax, applyTaxToLines, isTaxExempt, type TaxRule } from './tax.ts';

describe('applyTax', () => {
  it('adds ON_TOP tax to the subtotal', () => {
    expect(
      applyTax(1000n, { transaction_tax_type: 'ON_TOP', transaction_tax_percentage: '20' }),
    ).toEqual({ charged: 1200n, tax: 200n, exempt: 0n });
    expect(
      applyTax(999n, { transaction_tax_type: 'ON_TOP', transaction_tax_percentage: '7.25' }),
    ).toEqual({ charged: 1071n, tax: 72n, exempt: 0n }); // 72.4275 → 72
  });

  it('extracts INCLUDED tax without changing the total', () => {
    expect(
      applyTax(1200n, { transaction_tax_type: 'INCLUDED', transaction_tax_percentage: '20' }),
    ).toEqual({ charged: 1200n, tax: 200n, exempt: 0n });
    expect(
      applyTax(1000n, { transaction_tax_type: 'INCLUDED', transaction_tax_percentage: '20' }),
    ).toEqual({ charged: 1000n, tax: 167n, exempt: 0n }); // 166.67 → 167
  });

  it('charges the subtotal when there is no rule', () => {
    expect(applyTax(1234n, undefined)).toEqual({ charged: 1234n, tax: 0n, exempt: 0n });
  });

  it('taxes only what is not exempt, and adds an ON_TOP tax to the whole', () => {
    const onTop = { transaction_tax_type: 'ON_TOP', transaction_tax_percentage: '20' } as const;
    // 10.00 of 15.00 exempt: 20 % of 5.00.
    expect(applyTax(1500n, onTop, 1000n)).toEqual({ charged: 1600n, tax: 100n, exempt: 1000n });
    const included = {
      transaction_tax_type: 'INCLUDED',
      transaction_tax_percentage: '20',
    } as const;
    // 12.00 taxable of 15.00: the 2.00 inside it.
    expect(applyTax(1500n, included, 300n)).toEqual({ charged: 1500n, tax: 200n, exempt: 300n });
    // Everything exempt: no tax.
    expect(applyTax(1500n, included, 1500n)).toEqual({ charged: 1500n, tax: 0n, exempt: 1500n });
  });

  it('rounds the tax of the taxable part half up, once', () => {
    const rule = { transaction_tax_type: 'ON_TOP', transaction_tax_percentage: '10' } as const;
    // 10 % of 0.05 = 0.005 → 0.01; of 0.04 = 0.004 → 0.00.
    expect(applyTax(1005n, rule, 1000n).tax).toBe(1n);
    expect(applyTax(1004n, rule, 1000n).tax).toBe(0n);
    // Zero-decimal currencies hold whole units: 10 % of 15 JPY = 1.5 → 2.
    expect(applyTax(115n, rule, 100n)).toEqual({ charged: 117n, tax: 2n, exempt: 100n });
  });

  it('never counts more exempt than the subtotal, and none without a rule', () => {
    const rule = { transaction_tax_type: 'ON_TOP', transaction_tax_percentage: '20' } as const;
    expect(applyTax(500n, rule, 900n)).toEqual({ charged: 500n, tax: 0n, exempt: 500n });
    expect(applyTax(500n, undefined, 300n)).toEqual({ charged: 500n, tax: 0n, exempt: 0n });
  });
});

describe('applyTaxToLines', () => {
  const rule: TaxRule = {
    transaction_tax_type: 'ON_TOP',
    transaction_tax_percentage: '20',
    transaction_tax_exempt_product_ids: ['gift-card'],
  };

  it('leaves the lines of exempt products out of the tax', () => {
    const lines = [
      { productId: 'mug', minor: 1000n },
      { productId: 'gift-card', minor: 2500n },
    ];
    expect(applyTaxToLines(lines, rule)).toEqual({ charged: 3700n, tax: 200n, exempt: 2500n });
    expect(isTaxExempt(rule, 'gift-card')).toBe(true);
    expect(isTaxExempt(rule, 'mug')).toBe(false);
    expect(isTaxExempt(undefined, 'gift-card')).toBe(false);
  });
});
