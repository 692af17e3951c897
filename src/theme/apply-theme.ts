import type { ResolvedTheme } from '../../themes/resolve-theme.ts';
import { dataThemeOf } from '../../themes/theme-layers.ts';

// Puts a resolved theme (themes/resolve-theme.ts) on the page without inline markup: the checkout
// page's CSP is `style-src 'self'`, which blocks <style> elements and style attributes but not the
// CSSOM. So `data-theme` picks the built-in theme (themes/built-in-themes.css, loaded with the
// form's own styles), the variables are set with style.setProperty, and theme_rules go into a
// constructable stylesheet adopted by the document.

/**
 * Applies `theme` to `root`, the element that holds the form: `<html>` on the checkout page (so
 * backgroundColor and color-scheme reach the page), a panel in the designer preview. It must be an
 * ancestor of `.kassa-form`, since the rules are scoped under it. Answers a function that undoes
 * exactly this application, so a new theme is applied by undoing the last one first.
 */
export function applyTheme(root: HTMLElement, theme: ResolvedTheme): () => void {
  root.dataset.theme = dataThemeOf(theme.themeType);
  const properties = Object.keys(theme.variables).filter((name) => name.startsWith('--kassa-'));
  for (const name of properties) root.style.setProperty(name, theme.variables[name] ?? null);
  const sheet = theme.rules ? adoptRules(root.ownerDocument, theme.rules) : null;
  return () => {
    delete root.dataset.theme;
    for (const name of properties) root.style.removeProperty(name);
    if (sheet) {
      const document = root.ownerDocument;
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    }
  };
}

/** Null where constructable stylesheets are missing (Safari < 16.4): the rules are skipped. */
function adoptRules(document: Document, rules: string): CSSStyleSheet | null {
  const view = document.defaultView;
  if (
    !view ||
    !('adoptedStyleSheets' in document) ||
    !('replaceSync' in view.CSSStyleSheet.prototype)
  )
    return null;
  const sheet = new view.CSSStyleSheet();
  sheet.replaceSync(rules);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return sheet;
}
