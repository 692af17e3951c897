import { describe, expect, it } from 'vitest';
import { groupDigits } from './apm-reference.ts';
import { apmAction, instructionsFor, readableTime } from './apm-step.ts';
import type { ApmPaymentRecord } from './apm-store.ts';

const AT = new Date('2026-11-28T09:05:00.000Z');

describe('an alternative payment step as the form sees it', () => {
  it('says in plain English what to do, naming the method and the time', () => {
    expect(readableTime(AT)).toBe('28 Nov 2026, 09:05 UTC');
    expect(instructionsFor('OXXOPAY', AT)).toBe(
      'Pay this OXXO Pay at any bank, lottery outlet or in your banking app before 28 Nov 2026, 09:05 UTC.',
    );
    expect(instructionsFor('MULTIBANCO', AT)).toBe(
      'Pay with Multibanco from your banking app or at your bank, quoting this reference, before 28 Nov 2026, 09:05 UTC.',
    );
    expect(instructionsFor('MBWAY', AT)).toBe(
      'Open your MB WAY app and confirm the payment before 28 Nov 2026, 09:05 UTC.',
    );
    expect(instructionsFor('BLIK', AT)).toContain('6-digit BLIK code');
    // A method named in words is not named inside the sentence.
    expect(instructionsFor('BANK_TRANSFER', AT)).toBe(
      'Make the transfer from your banking app or at your bank, quoting this reference, before 28 Nov 2026, 09:05 UTC.',
    );
    expect(instructionsFor('PAY_BY_CASH', AT)).toBe(
      'Pay this reference at any bank, lottery outlet or in your banking app before 28 Nov 2026, 09:05 UTC.',
    );
    expect(instructionsFor('BANK_APP', AT)).toBe(
      "Open your bank's app and confirm the payment before 28 Nov 2026, 09:05 UTC.",
    );
  });

  it('groups a reference in fours', () => {
    expect(groupDigits('12345678901234567890')).toBe('1234 5678 9012 3456 7890');
    expect(groupDigits('123456')).toBe('1234 56');
  });

  it('names the provider page in the field of its kind', () => {
    const row: ApmPaymentRecord = {
      apmPaymentId: `apm_${'a'.repeat(43)}`,
      paymentId: 'pay_1',
      transactionId: 'trx_1',
      merchantId: 'mer_1',
      paymentMethod: 'PIX',
      flowKind: 'qr',
      referenceType: 'QR_REFERENCE',
      referenceNumber: '1234567890123456',
      state: 'OPEN',
      createdAt: AT,
      expiresAt: AT,
      autoPayAt: null,
      decidedAt: null,
    };
    const url = `https://pay.example/sandbox/provider/apm_${'a'.repeat(43)}`;
    expect(apmAction('https://pay.example', row)).toEqual({
      kind: 'qr',
      method: 'PIX',
      payload: url,
      expires_at: AT.toISOString(),
    });
    expect(apmAction('https://pay.example', { ...row, flowKind: 'redirect' })).toEqual({
      kind: 'redirect',
      method: 'PIX',
      url,
      expires_at: AT.toISOString(),
    });
  });
});
