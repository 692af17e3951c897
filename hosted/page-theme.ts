// The checkout page's theming: resolves the theme layers (sanitizing the override again) and puts
// the result on <html>, the theme root, so the page background and color-scheme (native controls,
// scrollbars, an iframe's canvas) follow the theme as well as the form. hosted/main.tsx loads this
// as a chunk of its own while the session loads: the sanitizer is the bulk of theming's code, and
// the hosted page's initial JS stays within its budget.
import { applyTheme } from '../src/theme/apply-theme.ts';
import { keepPartsLegible } from '../src/theme/legible-parts.ts';
import { resolveTheme, type ThemeLayers } from '../themes/resolve-theme.ts';

/** Applies the theme of `layers` to the page; answers the undo. */
export function applyPageTheme(layers: ThemeLayers): () => void {
  const theme = resolveTheme(layers);
  const undo = applyTheme(document.documentElement, theme);
  // A merchant's colours may hide the amount or an alert; the built-in themes never do.
  const custom = theme.rules !== '' || Object.keys(theme.variables).length > 0;
  const stopChecking = custom ? keepPartsLegible(document.documentElement) : null;
  return () => {
    stopChecking?.();
    undo();
  };
}
