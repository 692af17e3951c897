import { describe, expect, it } from 'vitest';
import { loadCatalog, pageLocale, REGION_BASES } from './catalogs.ts';
import type { Messages } from './en.ts';

// A regional locale (fr-CA) is its language's catalog (fr) with its own texts laid over it.

describe('a regional catalog', () => {
  it.each(Object.entries(REGION_BASES))('%s: its own texts over those of %s', async (id, base) => {
    const own: Partial<Messages> = (await import(`./locales/${id}.ts`)).default;
    const under = await loadCatalog(base);
    const catalog = await loadCatalog(id as keyof typeof REGION_BASES);
    for (const key of Object.keys(under) as (keyof Messages)[])
      expect(catalog[key], key).toEqual(own[key] ?? under[key]);
    // Laid once: every page that asks gets the same catalog.
    expect(await loadCatalog(id as keyof typeof REGION_BASES)).toBe(catalog);
  });

  it('speaks where its words differ: a Canadian page says "courriel", a French one does not', async () => {
    expect(pageLocale(['fr-ca'])).toBe('fr-CA');
    const canadian = await loadCatalog('fr-CA');
    const french = await loadCatalog('fr');
    expect(canadian['customer.email.label']).toMatch(/courriel/i);
    expect(french['customer.email.label']).not.toMatch(/courriel/i);
    expect(canadian['pay.button']).toBe(french['pay.button']);
  });
});
