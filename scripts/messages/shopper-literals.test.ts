import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from '../../common/messages/en.ts';
import { methodName, PAYMENT_METHODS } from '../../common/methods/payment-methods.ts';
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

/**
 * The payment methods' names a shopper reads as they are in every language: brands, written as
 * their owners write them. Any other name is words a language translates, from the catalog
 * ('method.name.…'). A new method named in words ("Mobile wallet") fails below until it is given a
 * key, or is found to be a brand and listed here.
 */
const BRANDS: readonly string[] = [
  ...['Apple Pay', 'Google Pay', 'Aircash', 'Airtel Money', 'Alipay', 'Alipay+', 'Bancontact'],
  ...['bKash', 'Binance Pay', 'BLIK', 'Boleto', 'CoDi', 'DANA', 'Efecty', 'eps', 'giropay'],
  ...['iDEAL', 'Interac', 'Kakao Pay', 'Khipu', 'LinkAja', 'Lotérica', 'MACH', 'MB WAY'],
  ...['M-Pesa', 'Multibanco', 'MyBank', 'Nagad', 'Naver Pay', 'NuPay', 'OVO', 'OXXO Pay'],
  ...['PagoEfectivo', 'Papara', 'PayAttitude', 'PAYCO', 'Payconiq', 'PayPal', 'Paxum', 'PicPay'],
  ...['Pix', 'PSE', 'QRIS', 'QR Ph', 'Satispay', 'ShopeePay', 'Sofort', 'SPEI', 'Todito Cash'],
  ...['Toss Pay', 'UPI', 'VietQR', 'WeChat Pay'],
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

  it('names every payment method by its brand, or by words of the catalog', () => {
    // A translator that shows where a name came from: a key is the catalog's, anything else is
    // the method table's own text.
    const fromCatalog = (key: string): string => `⟦${key}⟧`;
    const named = PAYMENT_METHODS.map((method) => methodName(fromCatalog, method));
    expect(named.filter((name) => !name.startsWith('⟦') && !BRANDS.includes(name))).toEqual([]);
    // Each listed brand is a method's name: the list holds no stale entry.
    expect(BRANDS.filter((brand) => !named.includes(brand))).toEqual([]);
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
