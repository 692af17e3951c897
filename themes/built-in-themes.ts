import { THEME_VARIABLES } from './theme-variables.ts';

// The text of themes/built-in-themes.css, written from the variable table so the defaults have one
// source; Biome leaves the file alone, this function is its formatter. The stylesheet is static
// (served from 'self', no script needed to apply it): LIGHT is also what a page shows before it
// picks a theme, and BROWSER follows prefers-color-scheme through a media query, so switching the
// system setting repaints an open form without any script.
// `color-scheme` tells the browser which native controls, scrollbars and canvas to draw.

type Mode = 'light' | 'dark';

/** One declaration a line; a value that would pass 100 columns goes on the next. */
function declarations(mode: Mode, indent: string): string {
  return Object.values(THEME_VARIABLES)
    .map(({ property, [mode]: value }) => {
      const line = `${indent}${property}: ${value};`;
      return line.length <= 100 ? line : `${indent}${property}:\n${indent}  ${value};`;
    })
    .join('\n');
}

export function builtInThemesCss(): string {
  return `/* Generated from themes/theme-variables.ts by themes/built-in-themes.test.ts: do not edit.
   To change a default, edit the table and run \`npx vitest run themes -u\`. */

/* LIGHT, also the default of a page that has not chosen a theme. */
:where(:root),
[data-theme="light"],
[data-theme="browser"] {
  color-scheme: light;
${declarations('light', '  ')}
}

[data-theme="dark"] {
  color-scheme: dark;
${declarations('dark', '  ')}
}

/* BROWSER: the system's choice, followed live. */
[data-theme="browser"] {
  color-scheme: light dark;
}

@media (prefers-color-scheme: dark) {
  [data-theme="browser"] {
${declarations('dark', '    ')}
  }
}
`;
}
