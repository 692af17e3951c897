// The challenge page's address as the form opens it: the sandbox ACS page (/sandbox/acs/<id>)
// paints itself in the form's theme when told which (`?theme=LIGHT|DARK|BROWSER`).
import { isThemeType, type ThemeType } from '../../../themes/theme-types.ts';

/**
 * The theme type the form is shown in, read from the theme root (`data-theme`, set by
 * src/theme/apply-theme.ts on an ancestor of the form); LIGHT, the default, when none is set.
 */
export function formThemeType(inside: Element): ThemeType {
  const type = inside.closest('[data-theme]')?.getAttribute('data-theme')?.toUpperCase();
  return isThemeType(type) ? type : 'LIGHT';
}

/**
 * `challengeUrl` with the form's theme; a relative URL (the preview's sample) is taken relative to
 * the page. One that does not parse is left as it is: the page shows, unthemed, whatever it is.
 */
export function themedChallengeUrl(challengeUrl: string, theme: ThemeType, base: string): string {
  try {
    const url = new URL(challengeUrl, base);
    url.searchParams.set('theme', theme);
    return url.href;
  } catch {
    return challengeUrl;
  }
}
