import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en, type Messages } from './en.ts';
import type { Message } from './format.ts';
import { isLocaleId } from './locales.ts';

// Each locale's file (locales/<id>.ts) against the English source: every key, nothing else, the
// same placeholders in every text, and for a plural message every category the locale's plural
// rules can pick.

const files = readdirSync(join(import.meta.dirname, 'locales')).filter((name) =>
  /^[A-Za-z-]+\.ts$/.test(name),
);

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();

const texts = (message: Message): string[] =>
  typeof message === 'string'
    ? [message]
    : Object.values(message).filter((text) => text !== undefined);

describe.each(files)('locales/%s', (file) => {
  const id = file.replace(/\.ts$/, '');

  it('is named after a locale of LOCALES', () => {
    expect(isLocaleId(id)).toBe(true);
  });

  it('has every key of the English source, and no other', async () => {
    const catalog: Messages = (await import(`./locales/${file}`)).default;
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
  });

  it('keeps every placeholder of each English text, adds none, and leaves no text empty', async () => {
    const catalog: Messages = (await import(`./locales/${file}`)).default;
    const wrong: string[] = [];
    for (const [key, source] of Object.entries(en) as [keyof Messages, Message][]) {
      const expected = [...new Set(texts(source).flatMap(placeholders))].sort();
      const translated = catalog[key];
      if (translated === undefined) continue;
      for (const text of texts(translated)) {
        const found = [...new Set(placeholders(text))].sort();
        // A plural text may leave out {count} where the language says "one" in words.
        const allowed =
          typeof translated === 'string' ? expected : expected.filter((name) => name !== 'count');
        if (
          text.trim() === '' ||
          found.some((name) => !expected.includes(name)) ||
          allowed.some((name) => !found.includes(name))
        )
          wrong.push(`${key}: ${JSON.stringify(text)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("gives each plural message every category the locale's plural rules can pick", async () => {
    const catalog: Messages = (await import(`./locales/${file}`)).default;
    const categories = new Intl.PluralRules(id).resolvedOptions().pluralCategories;
    const missing: string[] = [];
    for (const [key, source] of Object.entries(en) as [keyof Messages, Message][]) {
      if (typeof source === 'string') continue;
      const translated = catalog[key];
      if (typeof translated === 'string') {
        missing.push(`${key}: a plain text where a plural message belongs`);
        continue;
      }
      for (const category of categories)
        if (translated?.[category] === undefined) missing.push(`${key}.${category}`);
    }
    expect(missing).toEqual([]);
  });
});
