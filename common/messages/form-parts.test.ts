import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORM_KEYS } from './en.ts';
import { FORM_PARTS, formKeysFor, type PartsView, partOf } from './form-parts.ts';

const product = { product_id: 'p', product_name: 'Monstera', product_price: '12.50' };

/** A card-only checkout's view, with `overrides`. */
const view = (overrides: Partial<PartsView> = {}): PartsView =>
  ({
    methods: ['CARD'],
    payment_type: 'SALE',
    products: [{ ...product, is_optional: false, is_preselected: false }],
    ...overrides,
  }) as PartsView;

// A page carries a part's texts only for a session that has the part (form-parts.ts): safe only
// while no code outside the part's own modules, which the form imports for such a session alone,
// reads one of them. The modules each part's texts may be named in:
const READERS: Readonly<Record<string, readonly string[]>> = {
  wallet: ['src/wallet/'],
  apm: ['src/flows/apm/'],
  // The method table names them; only a method named in words, never a wallet, reads one.
  'method.name': ['common/methods/payment-methods.ts'],
  // The list of ways to pay and its saved cards' rows.
  saved_card: [
    'src/components/ChoiceList.tsx',
    'src/components/choice-messages.ts',
    'src/saved-cards/SavedCardParts.tsx',
  ],
  // The customer step's labels and messages (its placeholder shows only for a session that asks).
  customer: ['src/checkout/customer/'],
  subscription: ['src/checkout/subscription.ts', 'src/checkout/subscription-terms.ts'],
  addons: ['src/components/AddOnList.tsx'],
};

const root = join(import.meta.dirname, '..', '..');

/** The form's source files, tests aside. */
function formSources(): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        found.push(relative(root, path));
    }
  };
  for (const dir of ['src', 'hosted', 'embed', 'common/methods']) walk(join(root, dir));
  return found;
}

describe('the parts of the form a page carries texts for', () => {
  it("reads a part's texts only in that part's own modules", () => {
    const outside: string[] = [];
    for (const file of formSources()) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const part of Object.keys(FORM_PARTS)) {
        // A key as a literal ('apm.qr.lead') or the start of a template (`apm.${step}.lead`).
        const prefix = part.replaceAll('.', '\\.');
        if (!new RegExp(`['"\`]${prefix}\\.[a-z_$]`).test(text)) continue;
        if (!(READERS[part] ?? []).some((allowed) => file.startsWith(allowed)))
          outside.push(`${file} reads ${part}.*`);
      }
    }
    expect(outside).toEqual([]);
    expect(Object.keys(READERS).sort()).toEqual(Object.keys(FORM_PARTS).sort());
  });

  it("sends a card-only checkout none of the parts' texts, and one with every part all of them", () => {
    const cardOnly = formKeysFor(view());
    expect(cardOnly.filter((key) => partOf(key) !== undefined)).toEqual([]);
    expect(cardOnly).toContain('card.number.label');
    expect(cardOnly).toContain('customer_message.insufficient_funds');
    const everything = formKeysFor(
      view({
        methods: ['CARD', 'GOOGLE_PAY', 'IDEAL'],
        wallets: { methods: ['GOOGLE_PAY'] } as NonNullable<PartsView['wallets']>,
        missing_customer_fields: ['email'],
        payment_type: 'TOKEN',
        products: [{ ...product, is_optional: true, is_preselected: false }],
      }),
    );
    expect(everything).toEqual(FORM_KEYS);
  });

  it('sends each part with its own condition', () => {
    const withMethod = formKeysFor(view({ methods: ['CARD', 'IDEAL'] }));
    expect(withMethod.some((key) => key.startsWith('apm.'))).toBe(true);
    expect(withMethod).toContain('method.name.bank_transfer');
    const withWallet = formKeysFor(
      view({
        methods: ['CARD', 'GOOGLE_PAY'],
        wallets: { methods: ['GOOGLE_PAY'] } as NonNullable<PartsView['wallets']>,
      }),
    );
    expect(withWallet.some((key) => key.startsWith('wallet.'))).toBe(true);
    expect(withWallet.some((key) => key.startsWith('method.name.'))).toBe(false);
    // A text's variant for a method named in words goes with those methods alone.
    expect(withWallet.some((key) => key.endsWith('.words'))).toBe(false);
    expect(withMethod).toContain('method.pay_with.words');
    expect(withWallet).toContain('method.pay_with');
    // The list of ways to pay shows for a method too, with its texts for saved cards.
    expect(withMethod.some((key) => key.startsWith('saved_card.'))).toBe(true);
    expect(withMethod.some((key) => key.startsWith('wallet.'))).toBe(false);
    expect(withMethod.some((key) => key.startsWith('customer.'))).toBe(false);
  });
});
