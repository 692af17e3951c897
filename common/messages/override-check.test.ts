import { describe, expect, it } from 'vitest';
import {
  MAX_KEYS_PER_LOCALE,
  MAX_LOCALES,
  MAX_MESSAGES_BYTES,
  MAX_TEXT_LENGTH,
} from '../../themes/message-override-rules.ts';
import { LOCALES } from './locales.ts';
import { checkMessageOverrides } from './override-check.ts';
import { sourceCatalog } from './test-support/source-catalog.ts';

const FIELD = 'payment_form_override.messages';

function check(value: unknown) {
  const errors: { field: string; rule: string }[] = [];
  const kept = checkMessageOverrides(
    value,
    FIELD,
    (field, rule) => errors.push({ field, rule }),
    sourceCatalog,
  );
  return { kept, errors };
}

const only = (value: unknown) => {
  const { errors } = check(value);
  expect(errors).toHaveLength(1);
  return errors[0];
};

describe('checkMessageOverrides accepts', () => {
  it('texts under locale ids, stored under the id as LOCALES writes it, trimmed', () => {
    const { kept, errors } = check({
      de: { 'card.number.label': ' Kartennummer ' },
      'pt-br': { 'pay.button': 'Pagar {amount}' },
      'ZH-HANS': { 'card.number.label': '卡号' },
    });
    expect(errors).toEqual([]);
    expect(kept).toEqual({
      de: { 'card.number.label': 'Kartennummer' },
      'pt-BR': { 'pay.button': 'Pagar {amount}' },
      'zh-Hans': { 'card.number.label': '卡号' },
    });
  });

  it('markup and template syntax as plain text, and the marks right-to-left text needs', () => {
    const text = '<script>alert(1)</script> {{ 7*7 }} </style> a\u2028b \u200f\u061c';
    expect(check({ en: { 'card.number.label': text } })).toEqual({
      kept: { en: { 'card.number.label': text } },
      errors: [],
    });
  });

  it('a plural message as the locale’s plural forms, `other` at least', () => {
    const { kept, errors } = check({
      pl: {
        'summary.items': {
          one: '1 produkt',
          few: '{count} produkty',
          many: '{count} produktów',
          other: '{count} produktu',
        },
      },
      de: { 'summary.items': { other: '{count} Artikel' } },
    });
    expect(errors).toEqual([]);
    expect(kept.pl?.['summary.items']).toEqual({
      one: '1 produkt',
      few: '{count} produkty',
      many: '{count} produktów',
      other: '{count} produktu',
    });
    expect(kept.de).toEqual({ 'summary.items': { other: '{count} Artikel' } });
  });

  it('placeholders in another order', () => {
    expect(
      check({ ja: { 'expiry.countdown': { other: '{shop}で{count}分以内にお支払いください' } } })
        .errors,
    ).toEqual([]);
  });
});

describe('checkMessageOverrides refuses, naming the field and the rule', () => {
  it('a locale that is not an id, with the id to write when the tag resolves to one', () => {
    expect(only({ 'es-mx': {} })).toEqual({
      field: `${FIELD}.es-mx`,
      rule: expect.stringMatching(
        /is not a locale id of the form .*pages asked for es-mx speak es-419: write es-419$/,
      ),
    });
    expect(only({ pt: {} })?.rule).toMatch(/write pt-BR$/);
    expect(only({ 'zh-cn': {} })?.rule).toMatch(/write zh-Hans$/);
    expect(only({ xx: {} })).toEqual({
      field: `${FIELD}.xx`,
      rule: expect.not.stringContaining('write'),
    });
    expect(only({ '<b>': {} })?.field).toBe(`${FIELD}["<b>"]`);
  });

  it('the same locale written twice', () => {
    expect(only({ 'pt-BR': {}, 'pt-br': {} })).toEqual({
      field: `${FIELD}.pt-br`,
      rule: 'names the same locale as pt-BR (pt-BR); write each locale once',
    });
  });

  it('a key the English source does not have, by name', () => {
    expect(only({ de: { 'pay.buton': 'Zahlen' } })).toEqual({
      field: `${FIELD}.de["pay.buton"]`,
      rule: 'is not a message key of the form (common/messages/source/ lists them)',
    });
    expect(only({ de: { constructor: 'x' } })?.field).toBe(`${FIELD}.de.constructor`);
  });

  it('a text that drops or adds a placeholder', () => {
    expect(only({ de: { 'pay.button': 'Jetzt zahlen' } })).toEqual({
      field: `${FIELD}.de["pay.button"]`,
      rule: 'must keep the placeholder {amount} of the English message',
    });
    expect(only({ de: { 'pay.button': '{amount} an {shop} zahlen' } })).toEqual({
      field: `${FIELD}.de["pay.button"]`,
      rule: 'must not add placeholders the English message does not fill in ({shop}); it fills in {amount}',
    });
    expect(only({ de: { 'card.number.label': 'Karte {x}' } })?.rule).toMatch(/it fills in none$/);
  });

  it('plural forms without `other`, outside the locale’s forms, or losing placeholders', () => {
    expect(only({ de: { 'summary.items': { one: 'Ein Artikel' } } })).toEqual({
      field: `${FIELD}.de["summary.items"]`,
      rule: 'must have the plural form other, which every number falls back to',
    });
    expect(
      only({ de: { 'summary.items': { few: 'x {count}', other: '{count} Artikel' } } }),
    ).toEqual({
      field: `${FIELD}.de["summary.items"].few`,
      rule: 'is not a plural form of de; its forms: one, other',
    });
    expect(only({ de: { 'summary.items': { other: 'Artikel' } } })?.rule).toBe(
      'must keep the placeholder {count} of the English message',
    );
    // Another form may spell its number out, but not drop the shop's name.
    expect(
      check({
        de: {
          'expiry.countdown': {
            one: 'Eine Minute bei {shop}',
            other: '{count} Minuten bei {shop}',
          },
        },
      }).errors,
    ).toEqual([]);
    expect(
      only({
        de: { 'expiry.countdown': { one: 'Eine Minute', other: '{count} Minuten bei {shop}' } },
      }),
    ).toEqual({
      field: `${FIELD}.de["expiry.countdown"].one`,
      rule: 'must keep the placeholder {shop} of the English message',
    });
    expect(only({ de: { 'summary.items': 'Artikel' } })?.rule).toMatch(
      /^must be an object of plural forms \(one, other\)/,
    );
    expect(only({ de: { 'pay.button': { other: 'Zahlen {amount}' } } })?.rule).toBe(
      'must be a string: the English message has no plural forms',
    );
  });

  it('control characters, direction overrides, lone surrogates and empty texts', () => {
    for (const text of ['a\nb', 'a\tb', 'a\u0000b', 'a\u007fb', 'a\u0085b']) {
      expect(only({ de: { 'card.number.label': text } })?.rule).toBe(
        'must not contain control characters (line breaks, tabs)',
      );
    }
    for (const text of ['a\u202eb', 'a\u2066b\u2069']) {
      expect(only({ de: { 'card.number.label': text } })?.rule).toMatch(
        /^must not contain bidirectional/,
      );
    }
    expect(only({ de: { 'card.number.label': 'a\ud800b' } })?.rule).toBe(
      'must be valid Unicode text',
    );
    expect(only({ de: { 'card.number.label': '  ' } })?.rule).toBe('must not be empty');
  });

  it('anything but objects of strings, without throwing', () => {
    for (const value of [null, [], 1, 'de', true]) {
      expect(only(value)).toEqual({
        field: FIELD,
        rule: 'must be an object of locale ids to messages',
      });
    }
    for (const value of [null, [], 1, 'x']) {
      expect(only({ de: value })?.rule).toBe('must be an object of message keys to texts');
    }
    for (const value of [null, [], 1, true]) {
      expect(only({ de: { 'card.number.label': value } })?.rule).toBe('must be a string');
    }
    let deep: unknown = 'x';
    for (let i = 0; i < 10_000; i++) deep = { other: deep };
    expect(only({ de: { 'summary.items': deep } })?.field).toBe(
      `${FIELD}.de["summary.items"].other`,
    );
  });
});

describe('checkMessageOverrides limits, both sides', () => {
  it(`a text of ${MAX_TEXT_LENGTH} characters, counted as code points`, () => {
    const at = (text: string) => check({ de: { 'card.number.label': text } }).errors;
    expect(at('a'.repeat(MAX_TEXT_LENGTH))).toEqual([]);
    expect(at('😀'.repeat(MAX_TEXT_LENGTH))).toEqual([]);
    expect(at('a'.repeat(MAX_TEXT_LENGTH + 1))).toEqual([
      {
        field: `${FIELD}.de["card.number.label"]`,
        rule: `must be at most ${MAX_TEXT_LENGTH} characters long`,
      },
    ]);
    expect(at('a'.repeat(1_000_000))).toHaveLength(1);
  });

  it(`${MAX_KEYS_PER_LOCALE} keys in one locale`, () => {
    const source = Object.fromEntries(
      Array.from({ length: MAX_KEYS_PER_LOCALE + 1 }, (_, i) => [`key.${i}`, 'Text']),
    );
    const keys = (count: number) => {
      const errors: string[] = [];
      checkMessageOverrides(
        {
          fr: Object.fromEntries(
            Object.keys(source)
              .slice(0, count)
              .map((key) => [key, 'Texte']),
          ),
        },
        FIELD,
        (field, rule) => errors.push(`${field} ${rule}`),
        source,
      );
      return errors;
    };
    expect(keys(MAX_KEYS_PER_LOCALE)).toEqual([]);
    expect(keys(MAX_KEYS_PER_LOCALE + 1)).toEqual([
      `${FIELD}.fr must have at most ${MAX_KEYS_PER_LOCALE} entries`,
    ]);
  });

  it(`every locale once, and ${MAX_MESSAGES_BYTES} bytes in all`, () => {
    const source = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, 'Text']));
    const errorsOf = (value: unknown) => {
      const errors: string[] = [];
      checkMessageOverrides(value, FIELD, (field, rule) => errors.push(`${field} ${rule}`), source);
      return errors;
    };
    const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;
    const full = (length: number) =>
      Object.fromEntries(Array.from({ length }, (_, k) => [`k${k}`, 'é'.repeat(150)]));
    // Two locales of 50 two-byte texts, then a third filled to `extra` bytes past the limit.
    const padded = (extra: number) => {
      const value: Record<string, Record<string, string>> = {
        [LOCALES[0].id]: full(50),
        [LOCALES[1].id]: full(50),
      };
      let left = MAX_MESSAGES_BYTES - bytes({ ...value, [LOCALES[2].id]: {} }) + extra;
      const third: Record<string, string> = {};
      // Each entry `"kN":"…"` costs its key, quotes and colon besides its text, and a comma after the first.
      for (let k = 0; left > 0; k++) {
        const overhead = `"k${k}":""`.length + (k > 0 ? 1 : 0);
        const text = Math.min(MAX_TEXT_LENGTH, left - overhead);
        third[`k${k}`] = 'a'.repeat(text);
        left -= overhead + text;
      }
      value[LOCALES[2].id] = third;
      return value;
    };
    const exact = padded(0);
    expect(bytes(exact)).toBe(MAX_MESSAGES_BYTES);
    expect(errorsOf(exact)).toEqual([]);
    const over = padded(1);
    expect(bytes(over)).toBe(MAX_MESSAGES_BYTES + 1);
    expect(errorsOf(over)).toEqual([
      `${FIELD} must be at most ${MAX_MESSAGES_BYTES} bytes as JSON (UTF-8), is ${MAX_MESSAGES_BYTES + 1}`,
    ]);
  });

  it(`at most ${LOCALES.length} locales`, () => {
    expect(MAX_LOCALES).toBe(LOCALES.length);
    const many = Object.fromEntries(
      Array.from({ length: LOCALES.length + 1 }, (_, i) => [`x${i}`, {}]),
    );
    expect(check(many).errors).toEqual([
      { field: FIELD, rule: `must have at most ${LOCALES.length} entries, one per locale` },
    ]);
    const all = Object.fromEntries(LOCALES.map(({ id }) => [id, {}]));
    expect(check(all).errors).toEqual([]);
  });
});
