import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALTERNATIVE_METHOD_NAMES } from '../../common/methods/payment-methods.ts';
import { methodTable, withMethodTable } from './method-table.ts';

const readme = readFileSync(
  fileURLToPath(new URL('../../docs/alternative-methods.md', import.meta.url)),
  'utf8',
);

describe('the table of alternative payment methods in docs/alternative-methods.md', () => {
  it('is the one the method table makes (npm run readme:methods writes it)', () => {
    expect(withMethodTable(readme)).toBe(readme);
  });

  it('names every alternative method of the spec once, NAVERPAY as an alias', () => {
    const table = methodTable();
    for (const name of ALTERNATIVE_METHOD_NAMES) expect(table).toContain(`\`${name}\``);
    expect(table.split('\n')).toHaveLength(2 + ALTERNATIVE_METHOD_NAMES.length - 1);
    expect(table).toContain('| `BOLETO` | Boleto | voucher | BRL |');
    expect(table).toContain('| `NAVER_PAY` (also `NAVERPAY`) | Naver Pay | redirect | KRW |');
  });
});
