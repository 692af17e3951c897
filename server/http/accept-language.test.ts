import { describe, expect, it } from 'vitest';
import { acceptedLanguages } from './accept-language.ts';

describe('acceptedLanguages', () => {
  it.each([
    [undefined, []],
    ['de-DE,de;q=0.9,en;q=0.8', ['de-DE', 'de', 'en']],
    ['en;q=0.5, fr', ['fr', 'en']],
    ['*, nl;q=0, pt;q=oops, it', ['it']],
  ])('reads %s', (header, expected) => {
    expect(acceptedLanguages(header)).toEqual(expected);
  });
});
