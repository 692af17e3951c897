import { describe, expect, it } from 'vitest';
import { createTranslator } from './format.ts';
import { applyMessageOverrides } from './override-apply.ts';
import { checkMessageOverrides } from './override-check.ts';
import { sourceCatalog } from './test-support/source-catalog.ts';

/** What the server stores: the merchant's field as the validator answers it. */
function stored(messages: unknown) {
  const errors: string[] = [];
  const kept = checkMessageOverrides(
    messages,
    'messages',
    (f, r) => errors.push(`${f} ${r}`),
    sourceCatalog,
  );
  expect(errors).toEqual([]);
  return kept;
}

describe('applyMessageOverrides', () => {
  it('puts the entry for the page’s exact locale in place, leaving the shared catalog as it was', () => {
    const before = structuredClone(sourceCatalog);
    const catalog = applyMessageOverrides(
      sourceCatalog,
      'en',
      stored({ en: { 'pay.button': 'Complete order: {amount}' } }),
    );
    expect(catalog['pay.button']).toBe('Complete order: {amount}');
    expect(catalog['card.number.label']).toBe('Card number');
    expect(sourceCatalog).toEqual(before);
  });

  it('falls back to the entry for the language alone, key by key; the exact locale wins', () => {
    const messages = stored({
      es: { 'pay.button': 'Pagar {amount} ahora', 'card.number.label': 'Número de tarjeta' },
      'es-419': { 'pay.button': 'Pagar {amount}' },
    });
    const latin = applyMessageOverrides(sourceCatalog, 'es-419', messages);
    expect(latin['pay.button']).toBe('Pagar {amount}');
    expect(latin['card.number.label']).toBe('Número de tarjeta');
    expect(applyMessageOverrides(sourceCatalog, 'es', messages)['pay.button']).toBe(
      'Pagar {amount} ahora',
    );
    // es-419 is not the language of es pages; nor does another locale's entry reach a page.
    expect(
      applyMessageOverrides(
        sourceCatalog,
        'es',
        stored({ 'es-419': { 'pay.button': 'X {amount}' } }),
      ),
    ).toBe(sourceCatalog);
    expect(
      applyMessageOverrides(
        sourceCatalog,
        'pt-PT',
        stored({ 'pt-BR': { 'pay.button': 'X {amount}' } }),
      ),
    ).toBe(sourceCatalog);
    expect(
      applyMessageOverrides(
        sourceCatalog,
        'en-GB',
        stored({ en: { 'pay.button': 'Pay {amount} now' } }),
      )['pay.button'],
    ).toBe('Pay {amount} now');
  });

  it('lays the checkout’s texts over the merchant’s defaults, key by key', () => {
    const merchant = stored({
      de: { 'pay.button': 'Zahlen {amount}', 'card.number.label': 'Kartennummer' },
    });
    const checkout = stored({ de: { 'pay.button': '{amount} jetzt zahlen' } });
    const catalog = applyMessageOverrides(sourceCatalog, 'de', merchant, checkout);
    expect(catalog['pay.button']).toBe('{amount} jetzt zahlen');
    expect(catalog['card.number.label']).toBe('Kartennummer');
    expect(applyMessageOverrides(sourceCatalog, 'de', undefined, null)).toBe(sourceCatalog);
  });

  it('replaces a plural message whole, and the translator picks its forms', () => {
    const catalog = applyMessageOverrides(
      sourceCatalog,
      'pl',
      stored({
        pl: {
          'summary.items': {
            one: 'jeden produkt',
            few: '{count} produkty',
            many: '{count} produktów',
            other: '{count} produktu',
          },
        },
      }),
    );
    const t = createTranslator('pl', catalog);
    expect(t('summary.items', { count: 1 })).toBe('jeden produkt');
    expect(t('summary.items', { count: 3 })).toBe('3 produkty');
    expect(t('summary.items', { count: 5 })).toBe('5 produktów');
    expect(t('summary.items', { count: 1.5 })).toBe('1,5 produktu');
  });

  it('keeps the placeholders, so the shopper still reads the amount', () => {
    const catalog = applyMessageOverrides(
      sourceCatalog,
      'de',
      stored({ de: { 'pay.button': '{amount} bezahlen' } }),
    );
    expect(createTranslator('de', catalog)('pay.button', { amount: '12,50 €' })).toBe(
      '12,50 € bezahlen',
    );
  });

  it('drops what a stored override should never have held, as the validator would refuse it', () => {
    const catalog = applyMessageOverrides(sourceCatalog, 'de', {
      de: {
        'pay.button': 'Jetzt zahlen',
        'card.number.label': 'Karte\u202e',
        'summary.items': { one: 'Ein Artikel' },
        'expiry.countdown': 'Bald',
        unknown: 'x',
        ...JSON.parse('{"__proto__": "y"}'),
      },
    });
    expect(catalog).toBe(sourceCatalog);
    for (const junk of [null, 'de', [], 1, { de: null }, { de: [] }]) {
      expect(applyMessageOverrides(sourceCatalog, 'de', junk)).toBe(sourceCatalog);
    }
    // A plural form the locale lacks is dropped; the rest of the message stays.
    const kept = applyMessageOverrides(sourceCatalog, 'de', {
      de: { 'summary.items': { few: 'x', other: '{count} Artikel' } },
    });
    expect(kept['summary.items']).toEqual({ other: '{count} Artikel' });
  });

  it('keeps hostile text as text, through the translator and JSON', () => {
    const text = '<script>alert(1)</script> {{ 7*7 }} </style> <!-- a\u2028b';
    const catalog = applyMessageOverrides(
      sourceCatalog,
      'en',
      stored({ en: { 'card.number.label': text } }),
    );
    const shown = createTranslator('en', catalog)('card.number.label');
    expect(shown).toBe(text);
    expect(JSON.parse(JSON.stringify(catalog))['card.number.label']).toBe(text);
  });
});
