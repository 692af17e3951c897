import creditCardType from 'credit-card-type';
import { describe, expect, it } from 'vitest';
import { CARD_SCHEMES, toCardScheme } from '../../common/card/card-scheme.ts';
import '../../common/card/card-type.ts';
import { ACCEPTED_SCHEMES, MARKED_SCHEMES, schemeMarkId, schemeName } from './scheme-marks.ts';
import { SCHEME_MARKS } from './scheme-tiles.ts';

describe('the card schemes’ marks', () => {
  it('give every scheme the service accepts a mark, and the accepted row shows them all', () => {
    for (const scheme of CARD_SCHEMES) expect(SCHEME_MARKS[scheme], scheme).toBeDefined();
    expect(ACCEPTED_SCHEMES).toEqual(CARD_SCHEMES);
  });

  it('cover every card type the number field recognises as an accepted scheme', () => {
    const types: string[] = Object.values(creditCardType.types);
    for (const type of [...types, 'rupay']) {
      const scheme = toCardScheme(type);
      if (scheme) expect(SCHEME_MARKS[scheme], type).toBeDefined();
    }
  });

  it('include Mir, Elo and Hipercard, which the service refuses but shoppers carry', () => {
    expect(MARKED_SCHEMES).toEqual(expect.arrayContaining(['Mir', 'Elo', 'Hipercard']));
  });

  it('are each a different mark', () => {
    const looks = MARKED_SCHEMES.map((scheme) => JSON.stringify(SCHEME_MARKS[scheme]));
    expect(new Set(looks).size).toBe(MARKED_SCHEMES.length);
  });

  it('each have a tile of their own in the schemes’ image', () => {
    const ids = MARKED_SCHEMES.map(schemeMarkId);
    expect(new Set(ids).size).toBe(MARKED_SCHEMES.length);
    expect(schemeMarkId('American Express')).toBe('american-express');
  });

  it('name schemes as shoppers know them', () => {
    expect(schemeName('VISA')).toBe('Visa');
    expect(schemeName('Diners')).toBe('Diners Club');
    expect(schemeName('American Express')).toBe('American Express');
  });
});
