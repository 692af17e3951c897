// The form's built-in themes (spec: Resources → Payment form override, `theme_type`; the embed's
// `config.theme`). The one list: the API schema, the embed's checks and the designer's choices
// read it.

export const THEME_TYPES = ['LIGHT', 'DARK', 'BROWSER'] as const;

export type ThemeType = (typeof THEME_TYPES)[number];

export function isThemeType(value: unknown): value is ThemeType {
  return THEME_TYPES.some((type) => type === value);
}
