// The "Test mode" badge every sandbox page a shopper sees carries (the issuer's challenge page, the
// provider's page, the return page), as the payment form does: no money moves here. Each page puts
// the rule in its own style sheet, whose hash its policy allows. In the page's language.

import type { HtmlTranslate } from '../../http/shopper-page-text.ts';

export const testModeBadge = (html: HtmlTranslate): string =>
  `<span class="test-mode">${html('sandbox.test_mode')}</span>`;

/** Colours from the theme's badge variables; `fallback` colours a page without them. */
export function testModeBadgeCss(fallback = false): string {
  const colours = fallback
    ? 'background:#eef0f4;color:#3c4257'
    : 'background:var(--kassa-badge-background);color:var(--kassa-badge-text-color)';
  return `.test-mode{display:inline-block;padding-inline:10px;border-radius:12px;font-size:13px;font-weight:600;line-height:24px;letter-spacing:.02em;${colours}}\n`;
}
