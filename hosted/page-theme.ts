// The checkout page's theming: resolves the theme layers (sanitizing the override again) and puts
// the result on <html>, the theme root, so the page background and color-scheme (native controls,
// scrollbars, an iframe's canvas) follow the theme as well as the form. The type and variables
// are resolved up front; theme_rules, whose allowlist and sanitizer are the bulk of theming's
// code, load as a chunk of their own and only for a session that has rules (issue 8: a card-only
// checkout without rules never fetches them).
import { applyTheme } from '../src/theme/apply-theme.ts';
import { hasThemeRules, resolveThemeStyle, type ThemeLayers } from '../themes/theme-style.ts';

export interface PageTheme {
  /** Settles once `layers` can be applied in full: loads the rules' code if they have rules. */
  prepare(layers: ThemeLayers): Promise<void>;
  /** Applies the theme of `layers` to the page; answers the undo. */
  apply(layers: ThemeLayers): () => void;
}

export function createPageTheme(root: HTMLElement): PageTheme {
  let rulesCss: ((layers: ThemeLayers) => string) | null = null;
  return {
    async prepare(layers) {
      if (rulesCss || !hasThemeRules(layers)) return;
      const { resolveThemeRules } = await import('../themes/resolve-theme.ts');
      rulesCss = resolveThemeRules;
    },
    apply(layers) {
      const rules = rulesCss?.(layers) ?? '';
      return applyTheme(root, { ...resolveThemeStyle(layers), rules });
    },
  };
}
