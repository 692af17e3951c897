import { describe, expect, it } from 'vitest';
import { form } from './form.ts';
import { pages } from './pages.ts';

describe("the pages' texts", () => {
  // en.ts spreads the two parts into one catalog: a key in both would lose one text without a word.
  it("share no key with the form's", () => {
    expect(Object.keys(pages).filter((key) => Object.hasOwn(form, key))).toEqual([]);
  });
});
