// The checkout page's theming: resolves the theme layers (sanitizing the override again) and puts
// the result on <html>, the theme root, so the page background and color-scheme (native controls,
// scrollbars, an iframe's canvas) follow the theme as well as the form. The type and variables
// are resolved up front; theme_rules, whose allowlist and sanitizer are the bulk of theming's
// code, load as a chunk of their own and only for a session that has rules (issue 8: a card-only
// checkout without rules never fetches them).
import { applyTheme } from '../src/theme/apply-theme.ts';
import { hasThemeRules, resolveThemeStyle, type ThemeLayers } from '../themes/theme-style.ts';

export interface PageTheme {
  /**
   * Settles once `layers` can be applied in full: loads the rules' code if they have rules, and
   * the legibility check (issue 13, item 7) if a merchant's colours or rules could hide the amount.
   */
  prepare(layers: ThemeLayers): Promise<void>;
  /** Applies the theme of `layers` to the page; answers the undo. */
  apply(layers: ThemeLayers): () => void;
}

/** A merchant layer that may change colours (the built-in themes never hide a part). */
const isCustomTheme = (layers: ThemeLayers): boolean =>
  hasThemeRules(layers) || Object.keys(resolveThemeStyle(layers).variables).length > 0;

export function createPageTheme(root: HTMLElement): PageTheme {
  let rulesCss: ((layers: ThemeLayers) => string) | null = null;
  let keepLegible: ((root: HTMLElement) => () => void) | null = null;
  return {
    async prepare(layers) {
      const [rules, legibility] = await Promise.all([
        rulesCss || !hasThemeRules(layers) ? null : import('../themes/resolve-theme.ts'),
        keepLegible || !isCustomTheme(layers) ? null : import('../src/theme/legible-parts.ts'),
      ]);
      if (rules) rulesCss = rules.resolveThemeRules;
      if (legibility) keepLegible = legibility.keepPartsLegible;
    },
    apply(layers) {
      const style = resolveThemeStyle(layers);
      const rules = rulesCss?.(layers) ?? '';
      const undo = applyTheme(root, { ...style, rules });
      const custom = rules !== '' || Object.keys(style.variables).length > 0;
      const stopChecking = custom && keepLegible ? keepLegible(root) : null;
      return () => {
        stopChecking?.();
        undo();
      };
    },
  };
}
