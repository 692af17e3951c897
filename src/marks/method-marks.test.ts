import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS, WALLET_METHODS } from '../../common/methods/payment-methods.ts';
import { AA_TEXT, contrastRatio } from '../../themes/contrast.ts';
import { WalletButtonMark } from '../wallet/wallet-marks.tsx';
import type { Mark } from './mark.ts';
import { type ListedMethod, METHOD_MARKS } from './method-marks.ts';
import { MARKED_SCHEMES } from './scheme-marks.ts';
import { SCHEME_MARKS } from './scheme-tiles.ts';

/** What a mark looks like, as one string: two marks that look alike give the same. */
function look(mark: Mark): string {
  if ('logo' in mark)
    return `logo ${mark.logo.d} ${mark.fill ?? mark.logo.fill} on ${mark.tile ?? '#fff'}`;
  if ('circles' in mark) return `circles ${mark.circles.join(' ')}`;
  return `text ${mark.text.toLowerCase()} ${mark.color ?? '#fff'} on ${mark.background}`;
}

const designed = (marks: Readonly<Record<string, Mark>>) =>
  Object.entries(marks).flatMap(([name, mark]) => ('text' in mark ? [[name, mark] as const] : []));

const listed = Object.keys(METHOD_MARKS) as ListedMethod[];

describe('the payment methods’ marks', () => {
  it('give every method of the table a mark, and nothing else one', () => {
    // The wallets' marks are their buttons' (src/wallet/wallet-marks.tsx), one each.
    expect(Object.keys(METHOD_MARKS).sort()).toEqual(
      PAYMENT_METHODS.filter(
        (method) => !WALLET_METHODS.some((wallet) => wallet === method),
      ).sort(),
    );
    for (const wallet of WALLET_METHODS) expect(WalletButtonMark({ method: wallet })).toBeTruthy();
  });

  it('never give two methods the same mark, nor the same logo or the same words', () => {
    const marks = Object.values(METHOD_MARKS);
    expect(new Set(marks.map(look)).size).toBe(listed.length);
    // Stricter than the look: no logo twice in any colour, no designed mark's words twice.
    const logos = marks.flatMap((mark) => ('logo' in mark ? [mark.logo.d] : []));
    expect(new Set(logos).size).toBe(logos.length);
    const words = marks.flatMap((mark) => ('text' in mark ? [mark.text.toLowerCase()] : []));
    expect(new Set(words).size).toBe(words.length);
  });

  it('are not the card schemes’ marks either', () => {
    const schemes = new Set(MARKED_SCHEMES.map((scheme) => look(SCHEME_MARKS[scheme])));
    for (const method of listed)
      expect(schemes.has(look(METHOD_MARKS[method])), method).toBe(false);
  });
});

describe.each([
  ['method', METHOD_MARKS],
  ['scheme', SCHEME_MARKS],
] as const)('a designed %s mark', (_, marks) => {
  it.each(designed(marks))('%s: its words are legible on its tile (AA) and fit it', (_, mark) => {
    expect(contrastRatio(mark.color ?? '#fff', mark.background)).toBeGreaterThanOrEqual(AA_TEXT);
    const lines = mark.text.split('\n');
    expect(lines.length).toBeLessThanOrEqual(2);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(8);
  });
});
