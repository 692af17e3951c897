import { createHash } from 'node:crypto';
import type { ThemeType } from '../../../../themes/theme-types.ts';
import type { ApmFlowKind } from '../../../domain/steps/apm/apm-store.ts';
import { escapeHtml } from '../../../platform/escape-html.ts';
import { TEST_MODE_BADGE } from '../test-mode-badge.ts';

// The sandbox provider's page, as HTML without a script: the shop, the amount, the
// method and, per flow kind, what the provider would show — the bank's approval page (redirect),
// the page a scanned QR code opens, a cash desk taking a voucher, a bank app's confirmation.
// Plain form posts, so the outcome is whatever the server decides from them (decide-apm.ts). It
// never sees card data: an alternative method has none. Styled by the 3-D Secure page's sheet
// (acs-page.ts: the form's themes, 44 px buttons, visible focus, fits a 320 px screen); its CSP
// allows that hashed sheet and nothing else.

/** The decisions the page posts, as `decision`. */
export const PAGE_DECISIONS = ['approve', 'decline', 'leave_pending'] as const;
export type PageDecision = (typeof PAGE_DECISIONS)[number];

/** The buttons of each flow kind: decision and label, the first one the primary. */
export const BUTTONS: Record<ApmFlowKind, readonly [PageDecision, string][]> = {
  redirect: [
    ['approve', 'Approve'],
    ['decline', 'Decline'],
    ['leave_pending', 'Leave pending'],
  ],
  qr: [
    ['approve', 'Approve'],
    ['decline', 'Decline'],
    ['leave_pending', 'Leave pending'],
  ],
  voucher: [
    ['approve', 'Pay this voucher'],
    ['leave_pending', 'Leave unpaid'],
  ],
  bank_app: [
    ['approve', 'Confirm'],
    ['decline', 'Reject'],
  ],
};

/** The BLIK code the sandbox bank declines; any other 6 digits confirm (docs/alternative-methods.md). */
export const BLIK_DECLINED_CODE = '000000';

export interface StepFacts {
  shopName: string | null;
  /** Formatted for people ("R$ 34,40"). */
  amount: string;
  /** The method's label ("Boleto"). */
  method: string;
  kind: ApmFlowKind;
  /** A voucher's reference, grouped for reading. */
  reference?: string;
  /** "28 Nov 2026, 10:00 UTC". */
  expires: string;
  /** When a step left pending is paid by the sandbox, if it is. */
  autoPay?: string;
  /** The bank app asks for a BLIK code. */
  blik: boolean;
  /**
   * What the checkout's additional_info told the provider, which its own form would otherwise
   * gather: the payer's full name, and for CRYPTO the network and the addresses.
   */
  given?: readonly (readonly [string, string])[];
}

export type ProviderView =
  | { kind: 'step'; action: string; facts: StepFacts; error?: string }
  /** `closes`: the page closes itself, being a window the embedded form opened. */
  | { kind: 'ended'; title: string; message: string; closes?: boolean };

/**
 * The one script a provider page may run (its hash is in the CSP): after a decision on an embedded
 * form's redirect, the window the form opened closes; the form reads the outcome from the session.
 * Browsers ignore it for a window no script opened, which keeps the page and its message.
 */
export const CLOSE_SCRIPT = 'window.close()';

/** The page's policy: acsPageCsp's, and the close script's hash when the page carries it. */
export function providerPageCsp(base: string, view: ProviderView): string {
  if (view.kind !== 'ended' || !view.closes) return base;
  const hash = createHash('sha256').update(CLOSE_SCRIPT).digest('base64');
  return `${base}; script-src 'sha256-${hash}'`;
}

const HEADINGS: Record<ApmFlowKind, (method: string) => string> = {
  redirect: (method) => `Pay with ${method}`,
  qr: (method) => `${method}: confirm the scanned payment`,
  voucher: (method) => `${method} cash desk`,
  bank_app: (method) => `${method} app`,
};

const LEADS: Record<ApmFlowKind, (shop: string) => string> = {
  redirect: (shop) => `${shop} sent you here to approve this payment.`,
  qr: (shop) => `You scanned the code of a payment to ${shop}.`,
  voucher: (shop) => `The shopper hands over this voucher for a payment to ${shop}.`,
  bank_app: (shop) => `${shop} asks you to confirm this payment in your app.`,
};

function page(
  theme: ThemeType,
  style: string,
  title: string,
  method: string,
  body: string,
): string {
  return `<!doctype html>
<html lang="en" data-theme="${theme.toLowerCase()}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Kassa sandbox provider</title>
<style>${style}</style>
</head>
<body>
<main>
<div class="issuer"><b>SANDBOX PROVIDER</b>${TEST_MODE_BADGE}<span>${escapeHtml(method)}</span></div>
${body}
</main>
</body>
</html>
`;
}

function stepBody(view: Extract<ProviderView, { kind: 'step' }>): string {
  const { facts, error } = view;
  const shop = facts.shopName ? escapeHtml(facts.shopName) : 'The shop';
  const rows = [
    ['Shop', facts.shopName ?? 'Kassa sandbox shop'],
    ['Amount', facts.amount],
    ['Method', facts.method],
    ...(facts.given ?? []),
    ...(facts.reference !== undefined ? [['Reference', facts.reference]] : []),
    ['Valid until', facts.expires],
  ];
  const invalid = error ? ' aria-invalid="true" aria-describedby="code-hint code-error"' : '';
  const code = facts.blik
    ? `<label for="code">BLIK code</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6" aria-describedby="code-hint"${invalid}>
<p class="hint" id="code-hint">Sandbox: any 6 digits confirm the payment; ${BLIK_DECLINED_CODE} is declined by the bank.</p>
${error ? `<p class="error" id="code-error" role="alert">${escapeHtml(error)}</p>` : ''}`
    : '';
  const buttons = BUTTONS[facts.kind]
    .map(
      ([decision, label], i) =>
        `<button class="${i === 0 ? 'approve' : 'deny'}" type="submit" name="decision" value="${decision}"${i === 0 ? '' : ' formnovalidate'}>${escapeHtml(label)}</button>`,
    )
    .join('\n');
  const pending = facts.autoPay
    ? `<p class="hint" role="status">Left pending: the sandbox pays it by itself at ${escapeHtml(facts.autoPay)} unless it expires first.</p>`
    : '';
  return `<h1>${escapeHtml(HEADINGS[facts.kind](facts.method))}</h1>
<p>${LEADS[facts.kind](shop)}</p>
<dl>
${rows.map(([term, value]) => `<dt>${escapeHtml(term ?? '')}</dt><dd>${escapeHtml(value ?? '')}</dd>`).join('\n')}
</dl>
${pending}
<form method="post" action="${escapeHtml(view.action)}">
${code}
<div class="actions">
${buttons}
</div>
</form>`;
}

/** The page for `view` in `theme`, with `style` (acsStyle; its hash is in acsPageCsp). */
export function providerPage(
  theme: ThemeType,
  style: string,
  method: string,
  view: ProviderView,
): string {
  if (view.kind === 'ended') {
    return page(
      theme,
      style,
      view.title,
      method,
      `<h1>${escapeHtml(view.title)}</h1>
<p class="done" role="status">${escapeHtml(view.message)}</p>${view.closes ? `\n<script>${CLOSE_SCRIPT}</script>` : ''}`,
    );
  }
  return page(theme, style, HEADINGS[view.facts.kind](view.facts.method), method, stepBody(view));
}
