import { describe, expect, it } from 'vitest';
import { validatePaymentFormOverride } from './validate-override.ts';

// Rules that would hide the amount, what is bought, the pay button or an alert.

const refusal = (selector: string, property: string, value: string) => {
  const result = validatePaymentFormOverride({
    theme_rules: { [selector]: { [property]: value } },
  });
  return result.ok ? null : result.error;
};

describe('theme_rules may not hide what the shopper agrees to', () => {
  it.each([
    ['.kassa-total-amount', 'color', 'transparent'],
    ['.kassa-total-amount', 'color', 'rgba(0, 0, 0, 0.1)'],
    ['.kassa-total', 'color', '#1a1f3600'],
    ['.kassa-product-price', 'color', 'transparent'],
    ['.kassa-product-name', 'color', 'hsla(0, 0%, 0%, 0.2)'],
    ['.kassa-pay-button', 'color', 'transparent'],
    ['.kassa-pay-button:hover', 'color', 'rgb(255 255 255 / 10%)'],
    ['.kassa-pay-button', 'background', 'transparent'],
    ['.kassa-pay-button', 'background-color', 'rgba(59, 79, 216, 0.2)'],
    ['.kassa-alert', 'opacity', '0'],
    ['.kassa-alert', 'opacity', '0.99'],
    ['.kassa-error', 'opacity', '50%'],
    ['.kassa-pay-button', 'opacity', '0.9'],
    ['.kassa-pay-button:disabled', 'opacity', '0.2'],
    ['.kassa-total-amount', 'font-size', '0'],
    ['.kassa-total-amount', 'font-size', '4px'],
    ['.kassa-product-price', 'font-size', '0.5em'],
    ['.kassa-product-price', 'font-size', 'x-small'],
    ['.kassa-product-price', 'font-size', 'smaller'],
    ['.kassa-total', 'font-size', '1vw'],
    ['.kassa-total-amount', 'letter-spacing', '-1em'],
    ['.kassa-total-amount', 'letter-spacing', '40px'],
    ['.kassa-total-amount', 'line-height', '0'],
    ['.kassa-total-amount', 'margin-left', '-9999px'],
    ['.kassa-product-price', 'margin', '0 0 0 500px'],
    ['.kassa-pay-button', 'padding', '0 9999px'],
    ['.kassa-pay-button:focus-visible', 'outline-offset', '-4px'],
    // Ancestors: what they set reaches every protected part inside them.
    ['.kassa-form', 'opacity', '0'],
    ['.kassa-form', 'color', 'transparent'],
    ['.kassa-form', 'font-size', '2px'],
    ['.kassa-product', 'opacity', '0.05'],
    ['.kassa-product', 'margin-left', '-200px'],
  ])(
    'refuses %s { %s: %s } with a 400 naming the rule and property',
    (selector, property, value) => {
      expect(refusal(selector, property, value)).toEqual({
        field: `payment_form_override.theme_rules[${JSON.stringify(selector)}].${property}`,
        rule: expect.stringMatching(
          /: \.kassa-[a-z-]+ (shows|holds parts that show) what the shopper agrees to/,
        ),
      });
    },
  );

  it.each([
    ['.kassa-shop-name', 'outline', '200px solid white'],
    ['.kassa-label', 'outline-width', '1em'],
    ['.kassa-hint', 'outline-offset', '-40px'],
    ['.kassa-input:focus-visible', 'outline-offset', '30px'],
  ])(
    'bounds the outline of every part, protected or not: %s { %s: %s }',
    (selector, property, value) => {
      expect(refusal(selector, property, value)?.rule).toMatch(
        /an outline is painted over the parts around it$/,
      );
    },
  );

  it.each([
    ['.kassa-total-amount', 'color', '#0a7d55'],
    ['.kassa-total-amount', 'color', 'rgba(0, 0, 0, 0.87)'],
    ['.kassa-total-amount', 'color', 'currentcolor'],
    ['.kassa-total-amount', 'font-size', '1.5em'],
    ['.kassa-total-amount', 'font-size', '12px'],
    ['.kassa-total-amount', 'font-size', 'small'],
    ['.kassa-total-amount', 'background', 'transparent'],
    ['.kassa-total-amount', 'letter-spacing', '0.02em'],
    ['.kassa-total-amount', 'line-height', '1.2'],
    ['.kassa-total', 'text-transform', 'uppercase'],
    ['.kassa-product-price', 'font-weight', '700'],
    ['.kassa-product-price', 'margin', '0 0 0 auto'],
    ['.kassa-pay-button', 'opacity', '1'],
    ['.kassa-pay-button:disabled', 'opacity', '0.7'],
    ['.kassa-pay-button:disabled', 'background', 'gray'],
    ['.kassa-pay-button:active', 'margin-top', '1px'],
    ['.kassa-pay-button', 'padding', '14px 24px'],
    ['.kassa-pay-button', 'border-radius', '999px'],
    ['.kassa-pay-button:focus-visible', 'outline', '3px solid #1a1f36'],
    ['.kassa-pay-button:focus-visible', 'outline-offset', '2px'],
    ['.kassa-alert', 'border', '1px solid crimson'],
    ['.kassa-form', 'background', 'transparent'],
    ['.kassa-form', 'padding', '24px 16px'],
    ['.kassa-form', 'box-shadow', '0 8px 24px rgb(16 24 40 / 0.06)'],
    // Parts that carry no price may still fade or shrink.
    ['.kassa-hint', 'opacity', '0.7'],
    ['.kassa-product-description', 'font-size', '0.7em'],
    ['.kassa-input:disabled', 'opacity', '0.6'],
    ['.kassa-input:focus-visible', 'outline-offset', '-2px'],
  ])('still accepts %s { %s: %s }', (selector, property, value) => {
    expect(refusal(selector, property, value)).toBeNull();
  });
});
