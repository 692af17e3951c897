import { describe, expect, it } from 'vitest';
import { en } from '../messages/en.ts';
import { isKnownCurrency } from '../money/currency.ts';
import {
  FLOW_KINDS,
  METHODS,
  PAYMENT_METHOD_NAMES,
  PAYMENT_METHODS,
  resolveMethod,
} from './payment-methods.ts';

// The spec's lists, copied here on purpose: the table must keep up with the spec, not the reverse
// (spec: Resources → Card payment methods, Alternative payment methods).
const SPEC_CARD_METHODS = ['CARD', 'APPLE_PAY', 'GOOGLE_PAY'];
const SPEC_ALTERNATIVE_METHODS =
  `AIRCASH, AIRTEL, ALIPAY, ALIPAY_PLUS, BANK_APP, BANK_TRANSFER, BANCONTACT, BKASH, BINANCE_PAY,
  BLIK, BOLETO, CARDEXTERNAL, CODI, CRYPTO, DANA, EFECTY, EPS, GIROPAY, IDEAL,
  INSTANT_BANK_TRANSFER, INTERAC, KAKAO_PAY, KHIPU, LINKAJA, LOCAL_PAYMENT_METHODS, LOTERICA, MACH,
  MBWAY, MPESA, MULTIBANCO, MYBANK, NAGAD, NAVERPAY, NAVER_PAY, NUPAY, OVO, OXXOPAY, PAGOEFECTIVO,
  PAY_BY_BANK, PAY_BY_BANK_JAPAN, PAY_BY_CASH, PAPARA, PAYATTITUDE, PAYCO, PAYCONIQ, PAYPAL, PAXUM,
  PICPAY, PIX, PSE, QRIS, QRPH, SATISPAY, SEPA, SEPA_INSTANT, SHOPEEPAY, SOFORT, SPEI, TODITO, TOSS,
  UPI, VIETQR, WECHAT, WIRE_TRANSFER`.split(/,\s*/);
const SPEC_NAMES = [...SPEC_CARD_METHODS, ...SPEC_ALTERNATIVE_METHODS];

describe('payment method table', () => {
  it('knows every name of the spec, in the spec order, and nothing else', () => {
    expect(SPEC_ALTERNATIVE_METHODS).toHaveLength(64);
    expect(PAYMENT_METHOD_NAMES).toEqual(SPEC_NAMES);
    for (const name of SPEC_NAMES) expect(resolveMethod(name), name).toBeDefined();
    expect(resolveMethod('VENMO')).toBeUndefined();
    expect(resolveMethod('card')).toBeUndefined();
  });

  it('treats NAVERPAY and NAVER_PAY as one method (63 alternative methods)', () => {
    expect(resolveMethod('NAVERPAY')).toBe('NAVER_PAY');
    expect(resolveMethod('NAVER_PAY')).toBe('NAVER_PAY');
    expect(PAYMENT_METHODS).not.toContain('NAVERPAY');
    expect(PAYMENT_METHODS).toHaveLength(3 + 63);
  });

  it('gives every method a known flow kind and a name: a brand, or words of the catalog', () => {
    for (const method of PAYMENT_METHODS) {
      expect(FLOW_KINDS, method).toContain(METHODS[method].kind);
      const { name } = METHODS[method];
      expect('brand' in name ? name.brand.trim() : en[name.words], method).not.toBe('');
    }
    expect(METHODS.CARD.kind).toBe('card');
    expect(METHODS.APPLE_PAY.kind).toBe('wallet');
    expect(METHODS.GOOGLE_PAY.kind).toBe('wallet');
    expect(METHODS.PIX.kind).toBe('qr');
    expect(METHODS.BOLETO.kind).toBe('voucher');
    expect(METHODS.BLIK.kind).toBe('bank_app');
    expect(METHODS.IDEAL.kind).toBe('redirect');
  });

  it('names real ISO 4217 currencies and ISO 3166 country codes, or null for any', () => {
    for (const method of PAYMENT_METHODS) {
      const { currencies, countries } = METHODS[method];
      if (currencies !== null) {
        expect(currencies.length, method).toBeGreaterThan(0);
        for (const code of currencies)
          expect(isKnownCurrency(code), `${method} ${code}`).toBe(true);
      }
      if (countries !== null) {
        expect(countries.length, method).toBeGreaterThan(0);
        for (const code of countries) expect(code, method).toMatch(/^[A-Z]{2}$/);
      }
    }
    expect(METHODS.PIX).toMatchObject({ currencies: ['BRL'], countries: ['BR'] });
    expect(METHODS.IDEAL).toMatchObject({ currencies: ['EUR'], countries: ['NL'] });
    expect(METHODS.BLIK).toMatchObject({ currencies: ['PLN'], countries: ['PL'] });
    expect(METHODS.UPI).toMatchObject({ currencies: ['INR'], countries: ['IN'] });
    expect(METHODS.PAYPAL).toMatchObject({ currencies: null, countries: null });
  });

  it('allows partial refunds and saved tokens only for the card and the card wallets', () => {
    const partial = PAYMENT_METHODS.filter((m) => METHODS[m].refunds === 'partial');
    expect(partial).toEqual(['CARD', 'APPLE_PAY', 'GOOGLE_PAY']);
    const tokens = PAYMENT_METHODS.filter((m) => METHODS[m].savesToken);
    expect(tokens).toEqual(['CARD', 'APPLE_PAY', 'GOOGLE_PAY']);
  });
});
