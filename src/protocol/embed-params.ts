// What the embed tells the form's iframe in its URL fragment, the other way across the window
// boundary besides the messages (messages.ts, which re-exports these for the embed). A module of
// its own: the hosted page reads the fragment before it knows whether it is embedded, and the
// messages load only when it is (hosted/embedded-mode.ts).
import { isThemeType, type ThemeType } from '../../themes/theme-types.ts';

/**
 * Parameters the embed passes to the iframe in the URL fragment (never sent to the server, so
 * never in a log): the merchant page's origin, which the form checks against the session's
 * allowed origins before it posts anything, the theme from `config.theme`, and
 * `config.hidePayButton` (the merchant's own button submits; kept out of the theme, so no theme
 * rule can show or hide the button), and `config.summary` (the order summary above the fields).
 */
export interface EmbedParams {
  parentOrigin: string;
  theme?: ThemeType;
  hidePayButton?: true;
  summary?: true;
}

export function encodeEmbedParams(params: EmbedParams): string {
  const search = new URLSearchParams({ kassa_origin: params.parentOrigin });
  if (params.theme) search.set('kassa_theme', params.theme);
  if (params.hidePayButton) search.set('kassa_pay_button', 'hidden');
  if (params.summary) search.set('kassa_summary', 'shown');
  return search.toString();
}

export function decodeEmbedParams(fragment: string): EmbedParams | null {
  const search = new URLSearchParams(fragment.replace(/^#/, ''));
  const parentOrigin = search.get('kassa_origin');
  if (!parentOrigin) return null;
  const theme = search.get('kassa_theme');
  return {
    parentOrigin,
    ...(isThemeType(theme) ? { theme } : {}),
    ...(search.get('kassa_pay_button') === 'hidden' && { hidePayButton: true }),
    ...(search.get('kassa_summary') === 'shown' && { summary: true }),
  };
}
