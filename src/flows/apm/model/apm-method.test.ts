import { describe, expect, it } from 'vitest';
import de from '../../../../common/messages/locales/de.ts';
import {
  isAlternativeMethod,
  METHODS,
  methodName,
  namedInWords,
  PAYMENT_METHODS,
} from '../../../../common/methods/payment-methods.ts';
import { formMessages } from '../../../messages/form-messages.ts';
import { englishMessages } from '../../../test-support/english-messages.tsx';
import { methodNote } from '../methods/method-notes.ts';
import { type ApmKind, createApmMethod } from './apm-method.ts';

describe('an alternative method', () => {
  it('has nothing to validate and reads "Continue with <name>" on the pay button', () => {
    const ideal = createApmMethod('IDEAL', 'IDEAL', 'redirect', englishMessages);
    expect(ideal.validate()).toBeNull();
    expect(ideal.heading).toBe('Pay with iDEAL');
    expect(ideal.payLabel).toBe('Continue with iDEAL');
  });

  it("is named in the page's language where its name is words, never where it is a brand", () => {
    const german = formMessages('de', de);
    const transfer = createApmMethod('BANK_TRANSFER', 'BANK_TRANSFER', 'voucher', german);
    expect(transfer.label).toBe('Überweisung');
    expect(transfer.heading).toBe('Überweisung');
    expect(createApmMethod('PAY_BY_CASH', 'PAY_BY_CASH', 'voucher', german).label).toBe(
      'Barzahlung',
    );
    expect(createApmMethod('IDEAL', 'IDEAL', 'redirect', german).label).toBe('iDEAL');
  });

  it("names a method named in words by its name alone, never in a brand's place", () => {
    const byBank = createApmMethod('PAY_BY_BANK', 'PAY_BY_BANK', 'redirect', englishMessages);
    expect(byBank.heading).toBe('Pay by bank');
    expect(byBank.payLabel).toBe('Continue');
    expect(methodNote(englishMessages, byBank)).toBe(
      "You continue on the provider's page to approve the payment, then come back here.",
    );
    const app = createApmMethod('BANK_APP', 'BANK_APP', 'bank_app', englishMessages);
    expect(methodNote(englishMessages, app)).toBe("You confirm the payment in your bank's app.");
    const crypto = createApmMethod('CRYPTO', 'CRYPTO', 'qr', englishMessages);
    expect(methodNote(englishMessages, crypto)).toBe(
      'A QR code appears here: scan it with your phone to pay.',
    );
    const cash = createApmMethod('PAY_BY_CASH', 'PAY_BY_CASH', 'voucher', englishMessages);
    expect(methodNote(englishMessages, cash)).toBe(
      'You get a payment reference to quote when you pay. The shop confirms your order once the payment has arrived.',
    );
    // A brand keeps its own: "You confirm the payment in your MB WAY app."
    const mbway = createApmMethod('MBWAY', 'MBWAY', 'bank_app', englishMessages);
    expect(methodNote(englishMessages, mbway)).toBe('You confirm the payment in your MB WAY app.');
  });

  it('says the same in German: "Weiter", "in der App Ihrer Bank"', () => {
    const german = formMessages('de', de);
    const byBank = createApmMethod('PAY_BY_BANK', 'PAY_BY_BANK', 'redirect', german);
    expect(byBank.heading).toBe(byBank.label);
    expect(byBank.payLabel).toBe('Weiter');
    expect(methodNote(german, byBank)).toBe(
      'Sie bestätigen die Zahlung auf der Seite des Zahlungsanbieters und kehren dann hierher zurück.',
    );
    const app = createApmMethod('BANK_APP', 'BANK_APP', 'bank_app', german);
    expect(methodNote(german, app)).toBe('Sie bestätigen die Zahlung in der App Ihrer Bank.');
  });

  it('puts no name in words inside a sentence, for every such method, in English and German', () => {
    for (const messages of [englishMessages, formMessages('de', de)]) {
      for (const method of PAYMENT_METHODS) {
        if (!isAlternativeMethod(method) || !namedInWords(method)) continue;
        const model = createApmMethod(method, method, METHODS[method].kind as ApmKind, messages);
        const name = methodName(messages, method);
        expect(model.payLabel, method).not.toContain(name);
        expect(methodNote(messages, model), method).not.toContain(name);
      }
    }
  });

  it('asks /apm-payments with the name the merchant listed, the optional products and the browser', () => {
    const naver = createApmMethod('NAVERPAY', 'NAVER_PAY', 'redirect', englishMessages);
    const request = naver.buildRequest(['wrap']);
    expect(request).toMatchObject({ method: 'NAVERPAY', selected_product_ids: ['wrap'] });
    expect(request.browser).toMatchObject({ javascript_enabled: true, java_enabled: false });
    expect(Object.keys(request).sort()).toEqual(['browser', 'method', 'selected_product_ids']);
  });
});
