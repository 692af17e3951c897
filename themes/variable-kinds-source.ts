import { THEME_VARIABLES } from './theme-variables.ts';

// The text of themes/variable-kinds.ts, written from the variable table (the same pattern as
// built-in-themes.css): what a page needs to check and set a theme variable, its CSS property and
// the kind of value it takes, without the LIGHT and DARK defaults that only the stylesheet, the
// contrast checks and the designer preview read. The checkout page's initial load carries this
// copy, not the table.

export function variableKindsSource(): string {
  const lines = Object.entries(THEME_VARIABLES).map(
    ([name, { property, kind }]) => `  ${name}: ['${property}', '${kind}'],`,
  );
  return `// Generated from themes/theme-variables.ts by themes/variable-kinds.test.ts: do not edit.
// To change a variable, edit the table and run \`npx vitest run themes -u\`.
import type { ValueKind } from './css-values.ts';
import type { ThemeVariableName } from './theme-variables.ts';

/** Theme variable name → its CSS custom property and the kind of value it takes. */
// biome-ignore format: one variable per line, as the table it is generated from
export const VARIABLE_KINDS: Readonly<Record<ThemeVariableName, readonly [\`--kassa-\${string}\`, ValueKind]>> = {
${lines.join('\n')}
};

export const isVariableName = (name: string): name is ThemeVariableName =>
  Object.hasOwn(VARIABLE_KINDS, name);
`;
}
