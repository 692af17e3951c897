import { createHash } from 'node:crypto';
import { builtInThemesCss } from '../../../../themes/built-in-themes.ts';
import type { ThemeType } from '../../../../themes/theme-types.ts';
import { escapeHtml } from '../../../platform/escape-html.ts';
import { TEST_MODE_BADGE, testModeBadgeCss } from '../test-mode-badge.ts';

// The sandbox issuer's challenge page (the ACS), as HTML without a script: the shop, the amount,
// the card's last 4 digits, a one-time code field and Approve / Deny. Plain form posts, so the
// outcome is whatever the server decides from them (challenge.ts). It never sees the card number.
// The built-in themes' variables style it, so LIGHT, DARK and BROWSER look like the form around it,
// and the merchant's and the checkout's theme_variables on top, as on the form.
// Sized for the EMV challenge windows: from a 250 px wide frame to a full-screen phone.

const STYLE = `${builtInThemesCss()}
*{box-sizing:border-box}
html,body{margin:0;min-height:100%}
body{font-family:var(--kassa-font-family);font-size:var(--kassa-font-size-base);color:var(--kassa-text-color);background:var(--kassa-form-background);line-height:1.45}
main{max-width:26rem;margin:0 auto;padding:clamp(12px,4vw,24px)}
.issuer{display:flex;justify-content:space-between;align-items:center;gap:8px;font-size:.875em;color:var(--kassa-muted-color);border-bottom:1px solid var(--kassa-form-border-color);padding-bottom:8px;margin-bottom:12px}
.issuer b{color:var(--kassa-text-color);letter-spacing:.04em}
h1{font-size:1.25em;margin:0 0 8px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:12px 0}
dt{color:var(--kassa-muted-color)}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
label{display:block;font-weight:600;margin:16px 0 4px}
input{width:100%;font:inherit;font-size:1.25em;letter-spacing:.2em;padding:10px 12px;min-height:44px;color:var(--kassa-text-color);background:var(--kassa-input-background);border:1px solid var(--kassa-input-border-color);border-radius:8px}
input[aria-invalid=true]{border-color:var(--kassa-error-color)}
.hint{font-size:.875em;color:var(--kassa-muted-color);margin:4px 0 0}
.error{color:var(--kassa-error-color);background:var(--kassa-error-background);border-radius:6px;padding:8px 10px;margin:8px 0 0}
.actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:16px}
button{flex:1 1 8rem;font:inherit;font-weight:600;min-height:44px;padding:10px 16px;border-radius:8px;cursor:pointer;border:1px solid var(--kassa-pay-btn-color)}
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

export type AcsView =
  | { kind: 'challenge'; action: string; facts: ChallengeFacts; error?: string }
  | { kind: 'ended'; title: string; message: string };

function page(theme: ThemeType, style: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en" data-theme="${theme.toLowerCase()}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Kassa sandbox issuer</title>
<style>${style}</style>
</head>
<body>
<main>
<div class="issuer"><b>SANDBOX BANK</b>${TEST_MODE_BADGE}<span>3-D Secure</span></div>
${body}
</main>
</body>
</html>
`;
}

function challengeBody(view: Extract<AcsView, { kind: 'challenge' }>): string {
  const { facts, error } = view;
  const shop = facts.shopName ? escapeHtml(facts.shopName) : 'the shop';
  const invalid = error ? ' aria-invalid="true" aria-describedby="code-hint code-error"' : '';
  return `<h1>Confirm your payment</h1>
<p>Your bank asks you to confirm this payment to ${shop}.</p>
<dl>
<dt>Amount</dt><dd>${escapeHtml(facts.amount)}</dd>
<dt>Card</dt><dd>•••• ${escapeHtml(facts.last4)}</dd>
</dl>
<form method="post" action="${escapeHtml(view.action)}">
<label for="code">One-time code</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="12" autofocus aria-describedby="code-hint"${invalid}>
<p class="hint" id="code-hint">Sandbox: the code is <strong>${escapeHtml(facts.oneTimeCode)}</strong>. You may paste it.</p>
${error ? `<p class="error" id="code-error" role="alert">${escapeHtml(error)}</p>` : ''}
<div class="actions">
<button class="approve" type="submit" name="decision" value="approve">Approve</button>
<button class="deny" type="submit" name="decision" value="deny" formnovalidate>Deny</button>
</div>
</form>`;
}

/** The page for `view` in `theme`, with `style` (acsStyle; its hash is in acsPageCsp). */
export function acsPage(theme: ThemeType, style: string, view: AcsView): string {
  if (view.kind === 'ended') {
    return page(
      theme,
      style,
      view.title,
      `<h1>${escapeHtml(view.title)}</h1>
<p class="done" role="status">${escapeHtml(view.message)}</p>`,
    );
  }
  return page(theme, style, 'Confirm your payment', challengeBody(view));
}
