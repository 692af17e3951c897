// The look the merchant page's challenge overlay wears (embed/challenge-overlay.ts): the form's
// own theme, as the browser resolved it on the theme root, so every layer counts (built-in theme,
// the merchant's, payment_form_override, `config.theme`) and BROWSER follows the system setting.
import type { ChallengeLook } from '../../protocol/messages.ts';

/** The fallbacks: the built-in LIGHT theme (themes/theme-variables.ts). */
const LIGHT: ChallengeLook = {
  scheme: 'light',
  background: '#ffffff',
  text: '#1a1f36',
  border: '#e3e6ec',
  accent: '#3b4fd8',
  font: 'system-ui, sans-serif',
  radius: '12px',
};

/** The look of the form around `inside`, read from its theme root (`data-theme`). */
export function challengeLook(inside: Element): ChallengeLook {
  const root = inside.closest('[data-theme]') ?? inside.ownerDocument.documentElement;
  const style = getComputedStyle(root);
  const read = (name: string, fallback: string): string =>
    style.getPropertyValue(name).trim() || fallback;
  // BROWSER is `light dark`: then the system's setting picks, as it does for the form's colours.
  const schemes = style.colorScheme;
  const dark = /light/.test(schemes)
    ? /dark/.test(schemes) && matchMedia('(prefers-color-scheme: dark)').matches
    : /dark/.test(schemes);
  return {
    scheme: dark ? 'dark' : 'light',
    background: read('--kassa-form-background', LIGHT.background),
    text: read('--kassa-text-color', LIGHT.text),
    border: read('--kassa-form-border-color', LIGHT.border),
    accent: read('--kassa-focus-color', LIGHT.accent),
    font: read('--kassa-font-family', LIGHT.font),
    radius: read('--kassa-form-border-radius', LIGHT.radius),
  };
}
