import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { valueError } from './css-values.ts';
import { themeColour } from './theme-colours.ts';
import {
  defaultValue,
  SPEC_VARIABLE_NAMES,
  THEME_VARIABLES,
  type ThemeVariableName,
} from './theme-variables.ts';

// The spec's list (Resources → Payment form override), copied here rather than imported, so a
// name dropped from or misspelt in the table fails.
const SPEC_NAMES = [
  'primaryColor',
  'backgroundColor',
  'formBackground',
  'fontSizeBase',
  'fontFamily',
  'loaderColor',
  'maxWidth',
  'primaryColorHover',
  'primaryColorActive',
  'payBtnColor',
  'payBtnColorDisabled',
  'payBtnFontSize',
  'payBtnLineHeight',
  'payBtnPadding',
  'textColor',
  'formBorderColor',
  'formPadding',
  'formBorderRadius',
  'm_formPadding',
  'inputBackground',
  'inputBorderColor',
  'inputBorderColorHover',
  'inputBorderColorFocus',
  'inputBorderColorError',
  'inputBorderWidth',
  'inputBorderWidthHover',
  'inputBorderWidthFocus',
];

const root = join(import.meta.dirname, '..');
/** The stylesheets that draw the form and the page around it (not the generated defaults). */
const formCss = ['src/components', 'src/styles', 'hosted']
  .flatMap((dir) =>
    readdirSync(join(root, dir))
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(join(root, dir, file), 'utf8')),
  )
  .join('\n');

const variables = Object.entries(THEME_VARIABLES);

describe('theme variables', () => {
  it("has each of the spec's 27 names, first and in the spec's order", () => {
    expect(SPEC_NAMES).toHaveLength(27);
    expect(SPEC_VARIABLE_NAMES).toEqual(SPEC_NAMES);
  });

  it('maps every name to its own --kassa- custom property', () => {
    const properties = variables.map(([, variable]) => variable.property);
    expect(new Set(properties).size).toBe(properties.length);
    for (const property of properties) expect(property).toMatch(/^--kassa-[a-z]+(-[a-z]+)*$/);
    expect(THEME_VARIABLES.primaryColor.property).toBe('--kassa-primary-color');
    expect(THEME_VARIABLES.m_formPadding.property).toBe('--kassa-m-form-padding');
  });

  it.each(variables)('%s is read by the form or page styles', (_name, { property }) => {
    expect(formCss).toContain(`var(${property})`);
  });

  it.each(variables)('%s has LIGHT and DARK defaults of its own kind', (name, variable) => {
    for (const value of [variable.light, variable.dark]) {
      const reference = /^var\((--kassa-[a-z-]+)\)$/.exec(value)?.[1];
      if (reference) {
        const target = variables.find(([, other]) => other.property === reference)?.[1];
        expect(target?.kind, `${value} names a variable of the same kind`).toBe(variable.kind);
      } else if (value.startsWith('color-mix(')) {
        expect(variable.kind).toBe('color');
        expect(themeColour(name as ThemeVariableName, 'light'), value).not.toBeNull();
        expect(themeColour(name as ThemeVariableName, 'dark'), value).not.toBeNull();
      } else {
        expect(valueError(variable.kind, value)).toBeNull();
      }
    }
  });
});

describe('defaultValue', () => {
  it('follows var() references to the built-in value', () => {
    expect(defaultValue('payBtnColor', 'light')).toBe(THEME_VARIABLES.primaryColor.light);
    expect(defaultValue('inputBorderColorFocus', 'dark')).toBe(THEME_VARIABLES.primaryColor.dark);
    expect(defaultValue('maxWidth', 'dark')).toBe('440px');
  });
});

describe('docs/themes.md', () => {
  const readme = readFileSync(join(root, 'docs', 'themes.md'), 'utf8');

  it.each(variables)('lists %s with its property, kind and both defaults', (name, variable) => {
    const cell = (value: string): string => `\`${value.replace(/\|/g, '\\|')}\``;
    expect(readme).toContain(
      `| \`${name}\` | \`${variable.property}\` | ${variable.kind} | ${cell(variable.light)} | ${cell(variable.dark)} |`,
    );
  });
});
