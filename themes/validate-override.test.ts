import { describe, expect, it } from 'vitest';
import {
  paymentFormOverrideErrors,
  sanitizePaymentFormOverride,
  validatePaymentFormOverride,
} from './validate-override.ts';

const COLOR_RULE = 'must be a CSS colour (#rgb, #rrggbb, rgb(), hsl() or a named colour)';

const variableErrors = (name: string, value: unknown) =>
  paymentFormOverrideErrors({ theme_variables: { [name]: value } });
const ruleErrors = (selector: string, declarations: Record<string, unknown>) =>
  paymentFormOverrideErrors({ theme_rules: { [selector]: declarations } });

describe('validatePaymentFormOverride accepts', () => {
  it('a full override and answers it as stored, values trimmed', () => {
    const result = validatePaymentFormOverride({
      color: ' #0a7d55 ',
      theme_type: 'DARK',
      theme_variables: { primaryColor: 'rebeccapurple', fontFamily: '"Inter", sans-serif' },
      theme_rules: { '.kassa-input:hover': { 'border-color': 'hsl(200, 60%, 40%)' } },
    });
    expect(result).toEqual({
      ok: true,
      override: {
        color: '#0a7d55',
        theme_type: 'DARK',
        theme_variables: { primaryColor: 'rebeccapurple', fontFamily: '"Inter", sans-serif' },
        theme_rules: { '.kassa-input:hover': { 'border-color': 'hsl(200, 60%, 40%)' } },
      },
    });
  });

  it.each([
    ['primaryColor', '#abc'],
    ['primaryColor', '#AABBCC'],
    ['primaryColor', '#aabbcc80'],
    ['primaryColor', 'rgb(10, 20, 30)'],
    ['primaryColor', 'rgba(10, 20, 30, 0.5)'],
    ['primaryColor', 'rgb(10 20 30 / 50%)'],
    ['primaryColor', 'hsl(230deg 66% 54%)'],
    ['primaryColor', 'hsla(230, 66%, 54%, .9)'],
    ['primaryColor', 'Navy'],
    ['inputBackground', 'transparent'],
    ['maxWidth', '100%'],
    ['maxWidth', '32rem'],
    ['fontSizeBase', '15px'],
    ['fontSizeBase', 'large'],
    ['fontFamily', "'IBM Plex Sans', Helvetica Neue, -apple-system, sans-serif"],
    ['payBtnLineHeight', '1.25'],
    ['payBtnLineHeight', '24px'],
    ['payBtnPadding', '10px 20px 12px'],
    ['m_formPadding', '0'],
    ['formBorderRadius', '0 0 12px 12px'],
    ['inputBorderWidthFocus', '2px'],
    ['inputBorderWidth', 'thin'],
    ['formShadow', 'none'],
    ['formShadow', '0 1px 2px rgb(0 0 0 / 0.2), inset 0 0 0 1px #ccc'],
  ])('theme_variables.%s: %s', (name, value) => {
    expect(variableErrors(name, value)).toEqual([]);
  });

  it.each([
    ['.kassa-form', 'padding', '24px 16px'],
    ['.kassa-input:hover', 'border', '2px solid #3b4fd8'],
    ['.kassa-input:focus', 'box-shadow', '0 0 0 3px rgb(59 79 216 / 0.35)'],
    ['.kassa-input:focus-visible', 'outline-offset', '-2px'],
    ['.kassa-input:disabled', 'opacity', '0.6'],
    ['.kassa-input[aria-invalid="true"]', 'background-color', '#fff5f5'],
    ['.kassa-input[aria-invalid="true"]:focus', 'border-color', 'crimson'],
    ['.kassa-input::placeholder', 'color', '#6b7282'],
    ['.kassa-label', 'text-transform', 'uppercase'],
    ['.kassa-label', 'letter-spacing', '0.04em'],
    ['.kassa-error', 'font-weight', '600'],
    ['.kassa-pay-button', 'border-radius', '999px'],
    ['.kassa-pay-button:active', 'margin-top', '1px'],
    ['.kassa-pay-button:disabled', 'background', 'gray'],
    ['.kassa-checkbox:checked', 'accent-color', 'seagreen'],
    ['.kassa-product-name', 'font-style', 'italic'],
    ['.kassa-total-amount', 'font-size', '1.5em'],
    ['.kassa-alert', 'text-decoration', 'underline'],
  ])('theme_rules["%s"] { %s: %s }', (selector, property, value) => {
    expect(ruleErrors(selector, { [property]: value })).toEqual([]);
  });
});

describe('validatePaymentFormOverride refuses', () => {
  it('an unknown variable, naming it and the known ones', () => {
    const result = validatePaymentFormOverride({ theme_variables: { primaryColour: 'red' } });
    expect(result).toEqual({
      ok: false,
      error: {
        field: 'payment_form_override.theme_variables.primaryColour',
        rule: expect.stringMatching(/^is not a known theme variable; known: primaryColor, /),
      },
    });
  });

  it('a value of the wrong kind, saying what was expected', () => {
    expect(variableErrors('primaryColor', '12px')).toEqual([
      { field: 'payment_form_override.theme_variables.primaryColor', rule: COLOR_RULE },
    ]);
    expect(variableErrors('maxWidth', 'red')[0]?.rule).toMatch(/^must be a length/);
    expect(variableErrors('inputBorderWidth', '-1px')[0]?.rule).toMatch(/^must be a length/);
    expect(variableErrors('payBtnPadding', '1px 2px 3px 4px 5px')[0]?.rule).toMatch(/1 to 4/);
  });

  it.each([
    'rgb(300, 0, 0)',
    'rgb(1, 2)',
    'rgb(1, 2 3)',
    'rgba(0, 0, 0, 2)',
    'hsl(10, 200%, 50%)',
    '#abcde',
    'notacolour',
    'var(--kassa-text-color)',
    'color-mix(in srgb, red, blue)',
    '',
  ])('%j as a colour', (value) => {
    expect(variableErrors('textColor', value)).toHaveLength(1);
  });

  it('what is not a string', () => {
    expect(variableErrors('primaryColor', 5)).toEqual([
      { field: 'payment_form_override.theme_variables.primaryColor', rule: 'must be a string' },
    ]);
  });

  it('unknown fields and a theme type outside LIGHT, DARK, BROWSER', () => {
    expect(paymentFormOverrideErrors({ colour: 'red', theme_type: 'NEON' })).toEqual([
      {
        field: 'payment_form_override.colour',
        rule: 'is not a known field; known: color, theme_type, theme_variables, theme_rules, messages',
      },
      { field: 'payment_form_override.theme_type', rule: 'must be one of LIGHT, DARK, BROWSER' },
    ]);
    expect(paymentFormOverrideErrors('DARK')[0]?.field).toBe('payment_form_override');
  });

  it('names rule fields so they read back, and reports the first error only', () => {
    const result = validatePaymentFormOverride({
      theme_rules: {
        '.kassa-input:hover': { 'border-color': 'url(x)', colour: 'red' },
        '.kassa-label:hover': { color: 'red' },
      },
    });
    expect(result).toMatchObject({
      ok: false,
      error: { field: 'payment_form_override.theme_rules[".kassa-input:hover"].border-color' },
    });
    expect(
      paymentFormOverrideErrors({
        theme_rules: {
          '.kassa-input:hover': { 'border-color': 'url(x)', colour: 'red' },
          '.kassa-label:hover': { color: 'red' },
        },
      }).map((error) => error.field),
    ).toEqual([
      'payment_form_override.theme_rules[".kassa-input:hover"].border-color',
      'payment_form_override.theme_rules[".kassa-input:hover"].colour',
      'payment_form_override.theme_rules[".kassa-label:hover"]',
    ]);
  });
});

// Values that try to leave the declaration, load something or run script. Every one must be
// refused as a variable, as the top-level colour, and as a rule value.
const INJECTIONS = [
  'url(https://evil.test/x.png)',
  'URL( "https://evil.test" )',
  'expression(alert(1))',
  'javascript:alert(1)',
  '@import "https://evil.test/x.css"',
  '\\75rl(https://evil.test)',
  'u\\rl(x)',
  '\\000075rl(x)',
  'red; background: url(x)',
  'red } body { background: red',
  'red}',
  '{',
  '</style><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'red /* comment */',
  '/**/red',
  'red !important',
  'red\n}',
  're\u0000d',
  'red\u2028',
  '#fff'.padEnd(5_000, 'f'),
  'image-set("x.png" 1x)',
  'attr(data-x)',
  '"Inter"; color: red',
  '"a" url(x)',
  'rgb(1, 2, 3)) url(x',
  '-moz-binding: url(x)',
];

describe('the injection corpus', () => {
  it.each(INJECTIONS)('refuses %j as a theme variable', (value) => {
    for (const name of ['primaryColor', 'fontFamily', 'formShadow', 'payBtnPadding']) {
      expect(variableErrors(name, value), name).toHaveLength(1);
    }
  });

  it.each(INJECTIONS)('refuses %j as color', (value) => {
    expect(paymentFormOverrideErrors({ color: value })).toHaveLength(1);
  });

  it.each(INJECTIONS)('refuses %j as a rule value', (value) => {
    for (const property of ['background', 'font-family', 'box-shadow', 'border', 'margin']) {
      expect(ruleErrors('.kassa-input', { [property]: value }), property).toHaveLength(1);
    }
  });

  it.each([
    '*',
    'body',
    'html, .kassa-input',
    '.kassa-input, body',
    '#kassa-root',
    '.kassa-unknown',
    '.kassa-input .secret',
    '.kassa-form input',
    '.kassa-form > *',
    '.kassa-input + .kassa-error',
    '.kassa-input ~ div',
    ' .kassa-input',
    '.kassa-input[type="hidden"]',
    '.kassa-input[aria-invalid=true]',
    '.kassa-input[value^="4"]',
    '.kassa-input:not(.x)',
    '.kassa-input:has(+ input)',
    '.kassa-input:hover:focus',
    '.kassa-input::before',
    '.kassa-label:hover',
    '.kassa-pay-button::placeholder',
    '.kassa-input.kassa-label',
    '.kassa-input}body{',
    '.kassa-input{}</style>',
    '@import "x"; .kassa-input',
    '.kassa-\\69nput',
    '.KASSA-INPUT',
    `.kassa-input${':hover'.repeat(20)}`,
  ])('refuses the selector %j', (selector) => {
    const errors = ruleErrors(selector, { color: 'red' });
    expect(errors).toHaveLength(1);
    expect(errors[0]?.rule).toMatch(/^is not an allowed selector|^must be at most/);
  });

  it.each([
    'behavior',
    '-moz-binding',
    'background-image',
    'content',
    'position',
    'display',
    'src',
    '--kassa-primary-color',
    'Color',
    'color;',
  ])('refuses the property %j', (property) => {
    expect(ruleErrors('.kassa-input', { [property]: 'red' })[0]?.rule).toMatch(
      /^is not an allowed property/,
    );
  });
});

describe('payment_form_override.messages', () => {
  it('is refused, not dropped, without the message catalog’s check', () => {
    expect(paymentFormOverrideErrors({ messages: { de: {} } })).toEqual([
      {
        field: 'payment_form_override.messages',
        rule: 'cannot be checked without the message catalog (common/messages/override-validation.ts)',
      },
    ]);
  });
});

describe('sanitizePaymentFormOverride', () => {
  it('keeps what passes and drops the rest, without throwing', () => {
    expect(
      sanitizePaymentFormOverride({
        color: 'url(x)',
        theme_type: 'DARK',
        theme_variables: { primaryColor: '#123456', textColor: 'red;', nope: 'x' },
        theme_rules: {
          '.kassa-label': { color: 'teal', content: '"x"' },
          '*': { color: 'red' },
        },
        extra: true,
      }),
    ).toEqual({
      theme_type: 'DARK',
      theme_variables: { primaryColor: '#123456' },
      theme_rules: { '.kassa-label': { color: 'teal' } },
    });
    expect(sanitizePaymentFormOverride(null)).toEqual({});
  });
});
