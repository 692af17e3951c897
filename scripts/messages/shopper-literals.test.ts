import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from '../../common/messages/en.ts';
import { formShopperLiterals, shopperLiterals } from './shopper-literals.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What may stay a literal: not words a shopper reads in a language. Each names its file and text.
 * Brand and product names are never translated; the embed script names its frame in English only
 * until the form, loaded, names it in its own language.
 */
const ALLOWED: readonly { file: string; text: string }[] = [
  // The frame's name before the form has loaded and said it in the page's language.
  { file: 'embed/payment-element.ts', text: 'Secure payment form' },
];

const allowed = ({ file, text }: { file: string; text: string }): boolean =>
  // A catalog key ('wallet.sheet.auth.pan_only') names a message; it is not one.
  Object.hasOwn(en, text) ||
  ALLOWED.some((entry) => entry.file === file.replaceAll('\\', '/') && entry.text === text);

describe('shopper-visible English outside the message catalog', () => {
  it('finds none in src/, hosted/ or embed/: every text comes from common/messages', () => {
    const found = formShopperLiterals(ROOT).filter((literal) => !allowed(literal));
    expect(found.map(({ file, line, text }) => `${file}:${line} ${JSON.stringify(text)}`)).toEqual(
      [],
    );
  });

  it('would find JSX text, a shown attribute, a shown prop and a DOM text', () => {
    const source = `
      const a = <p>Pay now</p>;
      const b = <img alt="Card logo" src="x.svg" class="kassa-logo" />;
      const c = <TextField label={'Card number'} id="kassa-number" />;
      const d = { status: \`Waiting for \${name}\` };
      frame.title = 'Secure payment form';
      const e = <span>{t('pay.button')} · ×</span>;
      const f = <i class="kassa-icon" aria-hidden="true" />;
    `;
    expect(shopperLiterals('x.tsx', source).map(({ text }) => text)).toEqual([
      'Pay now',
      'Card logo',
      'Card number',
      'Waiting for',
      'Secure payment form',
    ]);
  });
});
