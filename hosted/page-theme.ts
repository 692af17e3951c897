// The checkout page's theming: resolves the theme layers (sanitizing the override again) and puts
// the result on <html>, the theme root, so the page background and color-scheme (native controls,
// scrollbars, an iframe's canvas) follow the theme as well as the form. hosted/main.tsx loads this
// as a chunk of its own while the session loads: the sanitizer is the bulk of theming's code, and
// the hosted page's initial JS stays within its budget.
import { applyTheme } from '../src/theme/apply-theme.ts';
import { resolveTheme, type ThemeLayers } from '../themes/resolve-theme.ts';

/** Applies the theme of `layers` to the page; answers the undo. */
export function applyPageTheme(layers: ThemeLayers): () => void {
  return applyTheme(document.documentElement, resolveTheme(layers));
}
