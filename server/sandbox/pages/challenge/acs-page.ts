import { createHash } from 'node:crypto';
import { builtInThemesCss } from '../../../../themes/built-in-themes.ts';
import type { ThemeType } from '../../../../themes/theme-types.ts';
import { markup, type ShopperPageText } from '../../../http/shopper-page-text.ts';
import { escapeHtml } from '../../../platform/escape-html.ts';
import { testModeBadge, testModeBadgeCss } from '../test-mode-badge.ts';

// The sandbox issuer's challenge page (the ACS), as HTML without a script: the shop, the amount,
// the card's last 4 digits, a one-time code field and Approve / Deny. Plain form posts, so the
// outcome is whatever the server decides from them (challenge.ts). It never sees the card number.
// The built-in themes' variables style it, so LIGHT, DARK and BROWSER look like the form around it,
// and the merchant's and the checkout's theme_variables on top, as on the form.
// Sized for the EMV challenge windows: from a 250 px wide frame to a full-screen phone. In the
// shopper's language and its direction (shopper-page-text.ts); its rules are logical, so they read
// right to left as well, and the amount, the card's digits and the code stay left to right.

const STYLE = `${builtInThemesCss()}
*{box-sizing:border-box}
html,body{margin:0;min-height:100%}
body{font-family:var(--kassa-font-family);font-size:var(--kassa-font-size-base);color:var(--kassa-text-color);background:var(--kassa-form-background);line-height:1.45}
main{max-width:26rem;margin-inline:auto;padding:clamp(12px,4vw,24px)}
.issuer{display:flex;justify-content:space-between;align-items:center;gap:8px;font-size:.875em;color:var(--kassa-muted-color);border-block-end:1px solid var(--kassa-form-border-color);padding-block-end:8px;margin-block-end:12px}
.issuer b{color:var(--kassa-text-color);letter-spacing:.04em}
h1{font-size:1.25em;margin:0;margin-block-end:8px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin-block:12px;margin-inline:0}
dt{color:var(--kassa-muted-color)}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
label{display:block;font-weight:600;margin-block:16px 4px}
input{inline-size:100%;font:inherit;font-size:1.25em;letter-spacing:.2em;padding-block:10px;padding-inline:12px;min-block-size:44px;color:var(--kassa-text-color);background:var(--kassa-input-background);border:1px solid var(--kassa-input-border-color);border-radius:8px}
input[aria-invalid=true]{border-color:var(--kassa-error-color)}
.hint{font-size:.875em;color:var(--kassa-muted-color);margin:0;margin-block-start:4px}
.error{color:var(--kassa-error-color);background:var(--kassa-error-background);border-radius:6px;padding-block:8px;padding-inline:10px;margin:0;margin-block-start:8px}
.actions{display:flex;flex-wrap:wrap;gap:8px;margin-block-start:16px}
button{flex:1 1 8rem;font:inherit;font-weight:600;min-block-size:44px;padding-block:10px;padding-inline:16px;border-radius:8px;cursor:pointer;border:1px solid var(--kassa-pay-btn-color)}
.approve{background:var(--kassa-pay-btn-color);color:var(--kassa-pay-btn-text-color)}
.deny{background:transparent;color:var(--kassa-text-color);border-color:var(--kassa-input-border-color)}
:focus-visible{outline:3px solid var(--kassa-focus-color);outline-offset:2px}
.done{font-size:1.0625em}
${testModeBadgeCss()}`;

/** The form's theme as the challenge page wears it: the type, and the variables set on top. */
export interface AcsLook {
  type: ThemeType;
  /** CSS custom property → value (themes/theme-style.ts), already checked by the validator. */
  variables: Readonly<Record<string, string>>;
}

/**
 * The page's style sheet: the built-in themes, then the look's variables, which win over them
 * (`html[data-theme]` is more specific than `[data-theme=…]`). A value that could end its
 * declaration is dropped, though the validator lets none through.
 */
export function acsStyle(variables: AcsLook['variables']): string {
  const declarations = Object.entries(variables)
    .filter(([name, value]) => /^--kassa-[a-z-]+$/.test(name) && !/[;{}<>\\]/.test(value))
    .map(([name, value]) => `${name}:${value}`);
  return declarations.length ? `${STYLE}html[data-theme]{${declarations.join(';')}}\n` : STYLE;
}

/**
 * The page's policy: nothing but its own hashed style sheet, forms posted to itself, framed by
 * this service (the hosted page's dialog) and by the merchant's allowed origins (the embed's
 * overlay sits on the merchant's page).
 */
export function acsPageCsp(frameAncestors: readonly string[], style: string): string {
  const hash = createHash('sha256').update(style).digest('base64');
  return [
    "default-src 'none'",
    `style-src 'sha256-${hash}'`,
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors ${["'self'", ...frameAncestors].join(' ')}`,
  ].join('; ');
}

export interface ChallengeFacts {
  shopName: string | null;
  /** Formatted for people ("€12.50"). */
  amount: string;
  last4: string;
  /** The one-time code the sandbox issuer "sent"; shown as a hint, this being a sandbox. */
  oneTimeCode: string;
}

/** How a challenge ended, or why the page shows no challenge: its heading and its message. */
export type AcsEnding =
  | 'approved'
  | 'denied'
  | 'cancelled'
  | 'failed'
  | 'timed_out'
  | 'not_found'
  | 'preview';

export type AcsView =
  | {
      kind: 'challenge';
      action: string;
      facts: ChallengeFacts;
      /** After a wrong code: how many tries are left. */
      wrongCode?: { triesLeft: number };
    }
  | { kind: 'ended'; ending: AcsEnding };

function page(
  text: ShopperPageText,
  theme: ThemeType,
  style: string,
  heading: string,
  body: string,
): string {
  const { html } = text;
  return `<!doctype html>
<html lang="${text.lang}" dir="${text.dir}" data-theme="${theme.toLowerCase()}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html('challenge.document_title', { page: markup(heading) })}</title>
<style>${style}</style>
</head>
<body>
<main>
<div class="issuer"><b>${html('challenge.bank_name')}</b>${testModeBadge(html)}<span>${html('challenge.protocol')}</span></div>
${body}
</main>
</body>
</html>
`;
}

/** A value that reads left to right whatever the page's direction: an amount, digits, a code. */
const ltr = (value: string): string => `<bdi dir="ltr">${escapeHtml(value)}</bdi>`;

function challengeBody(
  html: ShopperPageText['html'],
  view: Extract<AcsView, { kind: 'challenge' }>,
): string {
  const { facts, wrongCode } = view;
  const invalid = wrongCode ? ' aria-invalid="true" aria-describedby="code-hint code-error"' : '';
  const code = markup(`<strong dir="ltr">${escapeHtml(facts.oneTimeCode)}</strong>`);
  return `<h1>${html('challenge.heading')}</h1>
<p>${facts.shopName ? html('challenge.lead', { shop: facts.shopName }) : html('challenge.lead.no_shop')}</p>
<dl>
<dt>${html('challenge.amount')}</dt><dd>${ltr(facts.amount)}</dd>
<dt>${html('challenge.card')}</dt><dd>${ltr(`•••• ${facts.last4}`)}</dd>
</dl>
<form method="post" action="${escapeHtml(view.action)}">
<label for="code">${html('challenge.code.label')}</label>
<input id="code" name="code" type="text" dir="ltr" inputmode="numeric" autocomplete="one-time-code" maxlength="12" autofocus aria-describedby="code-hint"${invalid}>
<p class="hint" id="code-hint">${html('challenge.code.hint', { code })}</p>
${wrongCode ? `<p class="error" id="code-error" role="alert">${html('challenge.code.wrong', { count: wrongCode.triesLeft })}</p>` : ''}
<div class="actions">
<button class="approve" type="submit" name="decision" value="approve">${html('challenge.approve')}</button>
<button class="deny" type="submit" name="decision" value="deny" formnovalidate>${html('challenge.deny')}</button>
</div>
</form>`;
}

/**
 * The page for `view` in `theme`, with `style` (acsStyle; its hash is in acsPageCsp), in the
 * language of `text`.
 */
export function acsPage(
  theme: ThemeType,
  style: string,
  view: AcsView,
  text: ShopperPageText,
): string {
  const { html } = text;
  if (view.kind === 'ended') {
    const heading = html(`challenge.${view.ending}.heading`);
    return page(
      text,
      theme,
      style,
      heading,
      `<h1>${heading}</h1>
<p class="done" role="status">${html(`challenge.${view.ending}.message`)}</p>`,
    );
  }
  return page(text, theme, style, html('challenge.heading'), challengeBody(html, view));
}
