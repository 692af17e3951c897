import { describe, expect, it } from 'vitest';
import { dataThemeOf, resolveTheme } from './resolve-theme.ts';

describe('resolveTheme', () => {
  it('is the built-in LIGHT theme when nothing is set', () => {
    expect(resolveTheme({})).toEqual({ themeType: 'LIGHT', variables: {}, rules: '' });
  });

  it('lets the override win over the merchant defaults, variable by variable', () => {
    const theme = resolveTheme({
      merchant: {
        theme_type: 'DARK',
        theme_variables: { primaryColor: '#111111', fontSizeBase: '15px' },
      },
      override: { theme_type: 'BROWSER', theme_variables: { primaryColor: '#222222' } },
    });
    expect(theme.themeType).toBe('BROWSER');
    expect(theme.variables).toEqual({
      '--kassa-primary-color': '#222222',
      '--kassa-font-size-base': '15px',
    });
  });

  it("keeps the merchant's theme type when the override names none", () => {
    expect(resolveTheme({ merchant: { theme_type: 'DARK' }, override: {} }).themeType).toBe('DARK');
  });

  it("lets the embed's config.theme win for the theme type only", () => {
    const theme = resolveTheme({
      override: { theme_type: 'LIGHT', theme_variables: { textColor: 'black' } },
      embedTheme: 'DARK',
    });
    expect(theme.themeType).toBe('DARK');
    expect(theme.variables).toEqual({ '--kassa-text-color': 'black' });
  });

  it('takes color as the pay button colour, below theme_variables.payBtnColor of its layer', () => {
    expect(resolveTheme({ override: { color: 'teal' } }).variables).toEqual({
      '--kassa-pay-btn-color': 'teal',
    });
    expect(
      resolveTheme({ override: { color: 'teal', theme_variables: { payBtnColor: 'navy' } } })
        .variables,
    ).toEqual({ '--kassa-pay-btn-color': 'navy' });
    // A higher layer's color beats a lower layer's payBtnColor.
    expect(
      resolveTheme({
        merchant: { theme_variables: { payBtnColor: 'navy' } },
        override: { color: 'teal' },
      }).variables,
    ).toEqual({ '--kassa-pay-btn-color': 'teal' });
  });

  it('renders rules under the theme root, merging layers declaration by declaration', () => {
    const theme = resolveTheme({
      merchant: {
        theme_rules: { '.kassa-input:hover': { 'border-color': 'gray', 'border-width': '2px' } },
      },
      override: {
        theme_rules: {
          '.kassa-input:hover': { 'border-color': 'black' },
          '.kassa-pay-button:disabled': { opacity: '0.7' },
          '.kassa-alert': { 'border-radius': '0' },
        },
      },
    });
    expect(theme.rules).toBe(
      '[data-theme] .kassa-input:hover { border-color: black; border-width: 2px; }\n' +
        '[data-theme] .kassa-pay-button:is(:disabled, [aria-disabled="true"]) { opacity: 0.7; }\n' +
        '[data-theme] .kassa-alert:not(:empty) { border-radius: 0; }\n',
    );
  });

  it('drops whatever fails the validator instead of rendering it (defence in depth)', () => {
    const theme = resolveTheme({
      // A stored override is not trusted, however it got there.
      override: {
        color: 'url(https://evil.test)',
        theme_type: 'NEON' as 'DARK',
        theme_variables: { primaryColor: 'red;}*{color:red', nope: 'x', textColor: 'navy' },
        theme_rules: {
          '*': { color: 'red' },
          '.kassa-input}body{': { color: 'red' },
          '.kassa-label': { color: 'expression(alert(1))', content: '"x"', 'font-weight': '700' },
        },
      },
      embedTheme: 'PURPLE' as 'DARK',
    });
    expect(theme).toEqual({
      themeType: 'LIGHT',
      variables: { '--kassa-text-color': 'navy' },
      rules: '[data-theme] .kassa-label { font-weight: 700; }\n',
    });
  });

  it('names the data-theme value of each theme type', () => {
    expect(['LIGHT', 'DARK', 'BROWSER'].map((type) => dataThemeOf(type as 'LIGHT'))).toEqual([
      'light',
      'dark',
      'browser',
    ]);
  });
});
