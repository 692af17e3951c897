import { describe, expect, it } from 'vitest';
import { methodInfo, PAYMENT_METHODS } from '../../methods/payment-methods.ts';
import { markText } from './method-mark.ts';

describe('markText', () => {
  it.each([
    ['Pix', 'Pix'],
    ['BLIK', 'BLIK'],
    ['iDEAL', 'iD'],
    ['Bank transfer', 'BT'],
    ['M-Pesa', 'MP'],
    ['Pay by bank (Japan)', 'PBB'],
    ['Alipay+', 'A+'],
    ['QR Ph', 'QRPh'],
  ])('%s → %s', (label, mark) => {
    expect(markText(label)).toBe(mark);
  });

  it('gives every method of the table a mark of one to four characters', () => {
    for (const method of PAYMENT_METHODS) {
      const mark = markText(methodInfo(method).label);
      expect(mark.length, method).toBeGreaterThan(0);
      expect(mark.length, method).toBeLessThanOrEqual(4);
    }
  });
});
