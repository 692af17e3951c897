import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sessionFixture } from '../src/test-support/session-fixture.ts';
import { CHUNK_MODULES, sessionChunks } from './session-chunks.ts';

const root = resolve(import.meta.dirname, '..');

/** Every module some shipped file imports with import('…'), as a path from the project root. */
function dynamicallyImported(): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        for (const [, target] of readFileSync(path, 'utf8').matchAll(
          /\bimport\(\s*'([^']+)'\s*\)/g,
        ))
          found.add(relative(root, resolve(dirname(path), target ?? '')));
      }
    }
  };
  for (const folder of ['src', 'hosted', 'themes']) walk(join(root, folder));
  return found;
}

describe('sessionChunks', () => {
  it('names only modules the form imports on demand, as the manifest keys them', () => {
    const imported = dynamicallyImported();
    for (const path of Object.values(CHUNK_MODULES)) expect(imported, path).toContain(path);
  });

  it('names none for a card-only checkout, and what wallets, methods and fields need', () => {
    expect(sessionChunks(sessionFixture(), false)).toEqual([]);
    const chunks = sessionChunks(
      sessionFixture({
        methods: ['CARD', 'APPLE_PAY', 'IDEAL'],
        wallets: { methods: ['APPLE_PAY'], sandbox_sheet: true } as never,
        missing_customer_fields: ['email'],
      }),
      false,
    );
    expect(chunks).toEqual(
      expect.arrayContaining([
        CHUNK_MODULES.wallets,
        CHUNK_MODULES.methods,
        CHUNK_MODULES.methodChoice,
        CHUNK_MODULES.customer,
      ]),
    );
    expect(chunks).not.toContain(CHUNK_MODULES.embedded);
  });

  it('names the list of ways to pay for a checkout with another method or saved cards, and the saved cards’ part only with saved cards', () => {
    const saved = {
      payment_token_id: 'tok_1',
      scheme: 'VISA',
      last4: '4242',
      expiry_month: 12,
      expiry_year: 2030,
    };
    const methodsOnly = sessionChunks(sessionFixture({ methods: ['CARD', 'IDEAL'] }), false);
    expect(methodsOnly).toContain(CHUNK_MODULES.choiceList);
    expect(methodsOnly).not.toContain(CHUNK_MODULES.savedCards);
    expect(sessionChunks(sessionFixture({ saved_cards: [saved] }), false)).toEqual([
      CHUNK_MODULES.choiceList,
      CHUNK_MODULES.savedCards,
    ]);
    expect(sessionChunks(sessionFixture({ saved_cards: [] }), false)).toEqual([]);
  });

  it("names the summary's parts for a checkout with optional products or a long cart, only then", () => {
    const product = (id: string, optional = false) => ({
      product_id: id,
      product_name: id,
      product_price: '1.00',
      is_optional: optional,
      is_preselected: false,
    });
    const chunksOf = (products: ReturnType<typeof product>[]) =>
      sessionChunks(sessionFixture({ products }), false);
    expect(chunksOf([product('a'), product('b'), product('c')])).toEqual([]);
    expect(chunksOf([product('a'), product('b', true)])).toEqual([CHUNK_MODULES.summaryParts]);
    expect(chunksOf([product('a'), product('b'), product('c'), product('d')])).toEqual([
      CHUNK_MODULES.summaryParts,
    ]);
  });
});
