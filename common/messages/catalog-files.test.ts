import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalog, REGION_BASES } from './catalogs.ts';
import { en, type Messages } from './en.ts';
import type { Message } from './format.ts';
import { isLocaleId, type LocaleId } from './locales.ts';

// Each locale's catalog against the English source: every key, nothing else, the same
// placeholders in every text, and for a plural message every category the locale's plural rules
// can pick. A regional locale's file (en-GB, fr-CA…) is checked as it is loaded, laid over its
// language's catalog; the file itself holds only texts that differ from that catalog's.

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
  const id = file.replace(/\.ts$/, '') as LocaleId;
  /** The catalog as a page gets it: a regional file laid over its base. */
  const loaded = (): Promise<Messages> => loadCatalog(id);

  it('is named after a locale of LOCALES', () => {
    expect(isLocaleId(id)).toBe(true);
  });

  it('holds, if regional, only texts that differ from its base, and keys of the source', async () => {
    const base = Object.hasOwn(REGION_BASES, id)
      ? REGION_BASES[id as keyof typeof REGION_BASES]
      : undefined;
    if (!base) return;
    const own: Partial<Messages> = (await import(`./locales/${file}`)).default;
    const under = await loadCatalog(base);
    const repeated = Object.entries(own)
      .filter(
        ([key, message]) =>
          JSON.stringify(message) === JSON.stringify(under[key as keyof Messages]),
      )
      .map(([key]) => key);
    expect(repeated, `texts of ${id} that ${base} already says`).toEqual([]);
    expect(Object.keys(own).filter((key) => !Object.hasOwn(en, key))).toEqual([]);
  });

  it('has every key of the English source, and no other', async () => {
    const catalog = await loaded();
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
  });

  it('keeps every placeholder of each English text, adds none, and leaves no text empty', async () => {
    const catalog = await loaded();
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
    const catalog = await loaded();
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

  it("names {count} in every 'one' text where the locale's 'one' picks numbers past 1", async () => {
    // English may say "every day" for one: its 'one' is 1 alone. Where 'one' also picks 21, 31…
    // (Russian, Croatian, Lithuanian) or 101 (Slovenian), a 'one' text without the number would
    // say "every day" of 21 days. 0, which 'one' picks in French, Portuguese of Brazil or Hindi,
    // is left out: a 'one' text there says "par jour" for 1, and no count of 0 reaches a text
    // written without {count} (a code's length, the days between charges).
    const rules = new Intl.PluralRules(id);
    const past1 = Array.from({ length: 1000 }, (_, n) => n + 2).filter(
      (n) => rules.select(n) === 'one',
    );
    if (past1.length === 0) return;
    const catalog = await loaded();
    const without = Object.entries(catalog)
      .filter(
        ([key, message]) =>
          typeof message !== 'string' &&
          typeof en[key as keyof Messages] !== 'string' &&
          message.one !== undefined &&
          !message.one.includes('{count}'),
      )
      .map(([key, message]) => `${key}: ${JSON.stringify((message as { one: string }).one)}`);
    expect(without, `'one' picks ${past1.slice(0, 3).join(', ')}… in ${id}`).toEqual([]);
  });
});
