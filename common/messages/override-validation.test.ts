import { describe, expect, it } from 'vitest';
import { sanitizePaymentFormOverride } from '../../themes/sanitize-override.ts';
import { paymentFormOverrideErrors, validatePaymentFormOverride } from './override-validation.ts';

describe('payment_form_override.messages', () => {
  it('is checked by the validator the API and the designer preview share', () => {
    expect(
      validatePaymentFormOverride({
        color: '#0a7d55',
        messages: { 'fr-ca': { 'page.title.shop': ' Paiement – {shop} ' } },
      }),
    ).toEqual({
      ok: true,
      override: {
        color: '#0a7d55',
        messages: { 'fr-CA': { 'page.title.shop': 'Paiement – {shop}' } },
      },
    });
    expect(
      paymentFormOverrideErrors({ messages: { de: { 'page.title.shop': 'Kasse' } }, color: 'x' }),
    ).toEqual([
      {
        field: 'payment_form_override.messages.de["page.title.shop"]',
        rule: 'must keep the placeholder {shop} of the English message',
      },
      {
        field: 'payment_form_override.color',
        rule: expect.stringMatching(/^must be a CSS colour/),
      },
    ]);
  });

  it('is left out of the theme the form renders, which never reads texts', () => {
    expect(
      sanitizePaymentFormOverride({
        theme_type: 'DARK',
        messages: { de: { 'page.title': 'Kasse' } },
      }),
    ).toEqual({ theme_type: 'DARK' });
  });
});
