import { describe, expect, it } from 'vitest';
import { contrastRatio, LEGIBLE_TEXT_RATIO } from '../themes/contrast.ts';
import { contrastWarnings } from './contrast-warnings.ts';

const messages = (override: Parameters<typeof contrastWarnings>[0]): string[] =>
  contrastWarnings(override).map((warning) => warning.message);

describe('contrast warnings in the designer preview', () => {
  it('are none for the built-in themes and for an override readable in both', () => {
    expect(messages({})).toEqual([]);
    expect(messages({ color: '#0a5c3d', theme_variables: { payBtnTextColor: '#ffffff' } })).toEqual(
      [],
    );
  });

  it('name the pair, the theme, both colours and the ratio', () => {
    // A variable applies in every theme type: #111 text is fine in LIGHT, unreadable in DARK.
    expect(messages({ theme_variables: { textColor: '#111111' } })).toEqual([
      'Text on the form (DARK): #111111 on #161a25 is 1.09:1, below the 4.5:1 of WCAG AA',
      'Typed card details (DARK): #111111 on #0f121b is 1.01:1, below the 4.5:1 of WCAG AA',
    ]);
    expect(messages({ theme_variables: { textColor: '#bbbbbb' } })).toEqual([
      'Text on the form (LIGHT): #bbbbbb on #ffffff is 1.92:1, below the 4.5:1 of WCAG AA',
      'Typed card details (LIGHT): #bbbbbb on #ffffff is 1.92:1, below the 4.5:1 of WCAG AA',
    ]);
  });

  it('follow a colour through the variables that default to it', () => {
    // primaryColor flows into payBtnColor, under the white LIGHT label and the dark DARK one.
    const found = messages({ theme_variables: { primaryColor: '#ffd60a' } });
    expect(found).toEqual([
      expect.stringMatching(/^Pay button label \(LIGHT\): #ffffff on #ffd60a is 1\.\d\d:1/),
    ]);
  });

  it('take `color` as the pay button colour, below an explicit payBtnColor', () => {
    expect(messages({ color: '#ffd60a' })).toHaveLength(1);
    expect(
      messages({
        color: '#ffd60a',
        theme_variables: { payBtnColor: '#0a5c3d', payBtnTextColor: '#ffffff' },
      }),
    ).toEqual([]);
  });

  it("check a rule's colour against the part's background, and its background against the text", () => {
    expect(messages({ theme_rules: { '.kassa-label': { color: '#c0c0c0' } } })).toEqual([
      'theme_rules[".kassa-label"] (LIGHT): #c0c0c0 on #ffffff is 1.82:1, below the 4.5:1 of WCAG AA',
    ]);
    expect(
      messages({ theme_rules: { '.kassa-pay-button': { 'background-color': '#ffd60a' } } }),
    ).toEqual([
      expect.stringMatching(/^theme_rules\["\.kassa-pay-button"\] \(LIGHT\): #ffffff on #ffd60a/),
    ]);
  });

  it("pair a state's rule with the part's own rule before the variables", () => {
    const override = {
      theme_rules: {
        '.kassa-pay-button': { 'background-color': '#111111', color: '#ffffff' },
        '.kassa-pay-button:hover': { color: '#222222' },
      },
    };
    expect(messages(override)).toEqual([
      'theme_rules[".kassa-pay-button:hover"] (LIGHT): #222222 on #111111 is 1.19:1, below the 4.5:1 of WCAG AA',
      'theme_rules[".kassa-pay-button:hover"] (DARK): #222222 on #111111 is 1.19:1, below the 4.5:1 of WCAG AA',
    ]);
  });

  it('leave alone rules without colours and parts without text', () => {
    expect(
      messages({
        theme_rules: {
          '.kassa-input': { 'border-radius': '0' },
          '.kassa-checkbox': { 'accent-color': '#ffffff' },
        },
      }),
    ).toEqual([]);
  });

  it('enforce a pay label below 4.5:1 in the theme shoppers get, with the nearest colour that reads', () => {
    const [warning] = contrastWarnings({ color: '#ffd60a' });
    expect(warning?.enforced).toBe(true);
    expect(warning?.fix?.target).toEqual({ kind: 'variable', name: 'payBtnTextColor' });
    const colour = warning?.fix?.colour ?? '';
    expect(contrastRatio(colour, '#ffd60a')).toBeGreaterThanOrEqual(LEGIBLE_TEXT_RATIO);
    // With the suggestion set, nothing is left to warn of.
    expect(
      contrastWarnings({ color: '#ffd60a', theme_variables: { payBtnTextColor: colour } }),
    ).toEqual([]);
  });

  it("enforce only in the theme types the override's theme_type shows, and only guarded parts", () => {
    // #111 text fails in DARK only: a LIGHT override is warned, a DARK one is held.
    const light = contrastWarnings({ theme_variables: { textColor: '#111111' } });
    expect(light.map((warning) => [warning.enforced, warning.fix])).toEqual([
      [false, null],
      [false, null],
    ]);
    const dark = contrastWarnings({
      theme_type: 'DARK',
      theme_variables: { textColor: '#111111' },
    });
    // Text on the form is guarded (the total, the products); typed card details are not.
    expect(dark.map((warning) => warning.enforced)).toEqual([true, false]);
    expect(dark[0]?.fix?.target).toEqual({ kind: 'variable', name: 'textColor' });
  });

  it('suggest for BROWSER a colour that reads in LIGHT and DARK, or none when no colour can', () => {
    const [warning] = contrastWarnings({
      theme_type: 'BROWSER',
      theme_variables: { payBtnColor: '#777777', payBtnTextColor: '#999999' },
    });
    const colour = warning?.fix?.colour ?? '';
    expect(contrastRatio(colour, '#777777')).toBeGreaterThanOrEqual(LEGIBLE_TEXT_RATIO);
    const both = contrastWarnings({
      theme_type: 'BROWSER',
      theme_variables: { textColor: '#777777' },
    });
    expect(both.find((found) => found.enforced)?.fix).toBeNull();
  });

  it("enforce a rule on a guarded part and suggest the rule's own colour", () => {
    const [warning] = contrastWarnings({
      theme_rules: { '.kassa-total-amount': { color: '#eeeeee' } },
    });
    expect(warning?.enforced).toBe(true);
    expect(warning?.fix?.target).toEqual({ kind: 'rule', selector: '.kassa-total-amount' });
    const [label] = contrastWarnings({ theme_rules: { '.kassa-label': { color: '#c0c0c0' } } });
    expect(label?.enforced).toBe(false);
    expect(label?.fix).not.toBeNull();
  });
});
