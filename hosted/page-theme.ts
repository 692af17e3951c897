// The checkout page's theming: resolves the theme layers (sanitizing the override again) and puts
// the result on <html>, the theme root, so the page background and color-scheme (native controls,
// scrollbars, an iframe's canvas) follow the theme as well as the form. The theme type is resolved
// up front; the variables' checker and theme_rules' allowlist and sanitizer, the bulk of theming's
// code, load as chunks of their own and only for a session whose layers set them (a
// card-only checkout on a built-in theme never fetches them).
import { applyTheme } from '../src/theme/apply-theme.ts';
import {
  hasThemeRules,
  hasThemeVariables,
  layersOf,
  type ThemeLayers,
  themeTypeOf,
} from '../themes/theme-layers.ts';
import type { ThemeStyle } from '../themes/theme-style.ts';

export interface PageTheme {
  /**
   * Settles once `layers` can be applied in full: loads the variables' and the rules' code if
   * they set any, and the legibility check if a merchant's colours or rules
   * could hide the amount.
   */
  prepare(layers: ThemeLayers): Promise<void>;
  /** Applies the theme of `layers` to the page; answers the undo. */
  apply(layers: ThemeLayers): () => void;
}

export function createPageTheme(root: HTMLElement): PageTheme {
  let styleOf: ((layers: ThemeLayers) => ThemeStyle) | null = null;
  let rulesCss: ((layers: ThemeLayers) => string) | null = null;
  let keepLegible: ((root: HTMLElement) => () => void) | null = null;
  return {
    async prepare(layers) {
      const variables = hasThemeVariables(layers);
      const rules = hasThemeRules(layers);
      const [style, resolved, legibility] = await Promise.all([
        styleOf || !variables ? null : import('../themes/theme-style.ts'),
        rulesCss || !rules ? null : import('../themes/resolve-theme.ts'),
        keepLegible || !(variables || rules) ? null : import('../src/theme/legible-parts.ts'),
      ]);
      if (style) styleOf = style.resolveThemeStyle;
      if (resolved) rulesCss = resolved.resolveThemeRules;
      if (legibility) keepLegible = legibility.keepPartsLegible;
    },
    apply(layers) {
      // Without its checker loaded (no variables, or its chunk failed), the theme type alone.
      const style = (hasThemeVariables(layers) && styleOf?.(layers)) || {
        themeType: themeTypeOf(layersOf(layers), layers.embedTheme),
        variables: {},
      };
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
