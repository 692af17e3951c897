import { createHash } from 'node:crypto';
import type { MessageKey } from '../../../../common/messages/en.ts';
import { methodKey, type PaymentMethod } from '../../../../common/methods/payment-methods.ts';
import type { ThemeType } from '../../../../themes/theme-types.ts';
import type { ApmFlowKind } from '../../../domain/steps/apm/apm-store.ts';
import { markup, type ShopperPageText } from '../../../http/shopper-page-text.ts';
import { escapeHtml } from '../../../platform/escape-html.ts';
import { testModeBadge } from '../test-mode-badge.ts';

// The sandbox provider's page, as HTML without a script: the shop, the amount, the
// method and, per flow kind, what the provider would show — the bank's approval page (redirect),
// the page a scanned QR code opens, a cash desk taking a voucher, a bank app's confirmation.
// Plain form posts, so the outcome is whatever the server decides from them (decide-apm.ts). It
// never sees card data: an alternative method has none. Styled by the 3-D Secure page's sheet
// (acs-page.ts: the form's themes, 44 px buttons, visible focus, fits a 320 px screen); its CSP
// allows that hashed sheet and nothing else. In the shopper's language and its direction
// (shopper-page-text.ts), with the amount and the voucher's reference left to right.

/** The decisions the page posts, as `decision`. */
export const PAGE_DECISIONS = ['approve', 'decline', 'leave_pending'] as const;
export type PageDecision = (typeof PAGE_DECISIONS)[number];

/** The buttons of each flow kind: decision and label, the first one the primary. */
export const BUTTONS: Record<ApmFlowKind, readonly [PageDecision, MessageKey][]> = {
  redirect: [
    ['approve', 'provider.approve'],
    ['decline', 'provider.decline'],
    ['leave_pending', 'provider.leave_pending'],
  ],
  qr: [
    ['approve', 'provider.approve'],
    ['decline', 'provider.decline'],
    ['leave_pending', 'provider.leave_pending'],
  ],
  voucher: [
    ['approve', 'provider.voucher.pay'],
    ['leave_pending', 'provider.voucher.leave_unpaid'],
  ],
  bank_app: [
    ['approve', 'provider.bank_app.confirm'],
    ['decline', 'provider.bank_app.reject'],
  ],
};

/** The BLIK code the sandbox bank declines; any other 6 digits confirm (docs/alternative-methods.md). */
export const BLIK_DECLINED_CODE = '000000';

export interface StepFacts {
  shopName: string | null;
  /** Formatted for people ("R$ 34,40"). */
  amount: string;
  kind: ApmFlowKind;
  /** The method, whose texts have their own words when it is named in words (methodKey). */
  paymentMethod: PaymentMethod;
  /** A voucher's reference, grouped for reading. */
  reference?: string;
  expires: Date;
  /** When a step left pending is paid by the sandbox, if it is. */
  autoPay?: Date;
  /** The bank app asks for a BLIK code. */
  blik: boolean;
  /**
   * What the checkout's additional_info told the provider, which its own form would otherwise
   * gather: the payer's full name, and for CRYPTO the network and the addresses.
   */
  given?: readonly (readonly [GivenDetail, string])[];
}

/** The labels of the details the checkout gave the provider. */
export type GivenDetail =
  | 'provider.payer'
  | 'provider.crypto.network'
  | 'provider.crypto.paying_from'
  | 'provider.crypto.withdrawals_to';

/** A step's state once it is no longer open. */
export type EndedStep = 'approved' | 'declined' | 'cancelled' | 'expired';

/** What a page says when it offers no step. */
export type ProviderEnding =
  /** The step's state; `recorded`: the shopper's decision has just made it so. */
  | { is: 'decided'; state: EndedStep; recorded?: boolean }
  /** The shopper left it pending; the sandbox pays it at `at` unless it expires first. */
  | { is: 'left_pending'; at: Date }
  | { is: 'not_found' }
  /** A post with a button the step's page does not have. */
  | { is: 'not_an_answer'; decision: string };

export type ProviderView =
  | { kind: 'step'; action: string; facts: StepFacts; error?: 'blik-invalid' }
  /** `closes`: the page closes itself, being a window the embedded form opened. */
  | { kind: 'ended'; ending: ProviderEnding; closes?: boolean };

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

/** A value that reads left to right whatever the page's direction: an amount, a reference. */
const ltr = (value: string): string => `<bdi dir="ltr">${escapeHtml(value)}</bdi>`;

function page(
  text: ShopperPageText,
  theme: ThemeType,
  style: string,
  heading: string,
  method: string | null,
  body: string,
): string {
  const { html } = text;
  return `<!doctype html>
<html lang="${text.lang}" dir="${text.dir}" data-theme="${theme.toLowerCase()}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html('provider.document_title', { page: markup(heading) })}</title>
<style>${style}</style>
</head>
<body>
<main>
<div class="issuer"><b>${html('provider.name')}</b>${testModeBadge(html)}<span>${method === null ? html('provider.method.unknown') : escapeHtml(method)}</span></div>
${body}
</main>
</body>
</html>
`;
}

/** The heading of a step's page, as HTML: "Pay with iDEAL", or for a method named in words its variant. */
function stepHeading(text: ShopperPageText, method: string, facts: StepFacts): string {
  return text.html(methodKey(facts.paymentMethod, `provider.${facts.kind}.heading`), { method });
}

function stepBody(
  text: ShopperPageText,
  method: string,
  view: Extract<ProviderView, { kind: 'step' }>,
): string {
  const { html } = text;
  const { facts, error } = view;
  const { kind } = facts;
  const lead = facts.shopName
    ? html(`provider.${kind}.lead`, { shop: facts.shopName })
    : html(`provider.${kind}.lead.no_shop`);
  const rows: [string, string][] = [
    [
      html('provider.shop'),
      facts.shopName === null ? html('provider.shop.unnamed') : escapeHtml(facts.shopName),
    ],
    [html('provider.amount'), ltr(facts.amount)],
    [html('provider.method'), escapeHtml(method)],
    ...(facts.given ?? []).map(([label, value]): [string, string] => [
      html(label),
      escapeHtml(value),
    ]),
    ...(facts.reference !== undefined
      ? [[html('provider.reference'), ltr(facts.reference)] as [string, string]]
      : []),
    [html('provider.valid_until'), escapeHtml(text.dateTime(facts.expires))],
  ];
  const invalid = error ? ' aria-invalid="true" aria-describedby="code-hint code-error"' : '';
  const declined = markup(`<bdi dir="ltr">${BLIK_DECLINED_CODE}</bdi>`);
  const code = facts.blik
    ? `<label for="code">${html('provider.blik.label')}</label>
<input id="code" name="code" type="text" dir="ltr" inputmode="numeric" autocomplete="one-time-code" maxlength="6" aria-describedby="code-hint"${invalid}>
<p class="hint" id="code-hint">${html('provider.blik.hint', { declined })}</p>
${error ? `<p class="error" id="code-error" role="alert">${html('provider.blik.invalid')}</p>` : ''}`
    : '';
  const buttons = BUTTONS[kind]
    .map(
      ([decision, label], i) =>
        `<button class="${i === 0 ? 'approve' : 'deny'}" type="submit" name="decision" value="${decision}"${i === 0 ? '' : ' formnovalidate'}>${html(label)}</button>`,
    )
    .join('\n');
  const pending = facts.autoPay
    ? `<p class="hint" role="status">${html('provider.auto_pay', { time: text.dateTime(facts.autoPay) })}</p>`
    : '';
  return `<h1>${stepHeading(text, method, facts)}</h1>
<p>${lead}</p>
<dl>
${rows.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('\n')}
</dl>
${pending}
<form method="post" action="${escapeHtml(view.action)}">
${code}
<div class="actions">
${buttons}
</div>
</form>`;
}

/** The heading and the message of a page that offers no step, as HTML. */
function endingText(
  text: ShopperPageText,
  ending: ProviderEnding,
  method: string | null,
): [heading: string, message: string] {
  const { html } = text;
  switch (ending.is) {
    case 'decided':
      return [
        html(`provider.${ending.state}.heading`),
        ending.recorded
          ? html('provider.recorded.message')
          : html(`provider.${ending.state}.message`),
      ];
    case 'left_pending':
      return [
        html('provider.left_pending.heading'),
        html('provider.left_pending.message', { time: text.dateTime(ending.at) }),
      ];
    case 'not_found':
      return [html('provider.not_found.heading'), html('provider.not_found.message')];
    case 'not_an_answer':
      return [
        html('provider.not_an_answer.heading'),
        html('provider.not_an_answer.message', {
          method: method ?? text.text('provider.method.unknown'),
          decision: ending.decision,
        }),
      ];
  }
}

/**
 * The page for `view` in `theme`, with `style` (acsStyle; its hash is in acsPageCsp), in the
 * language of `text`; `method` is the method's name in that language (methodName), null when the
 * payment is not found.
 */
export function providerPage(
  theme: ThemeType,
  style: string,
  method: string | null,
  view: ProviderView,
  text: ShopperPageText,
): string {
  if (view.kind === 'ended') {
    const [heading, message] = endingText(text, view.ending, method);
    return page(
      text,
      theme,
      style,
      heading,
      method,
      `<h1>${heading}</h1>
<p class="done" role="status">${message}</p>${view.closes ? `\n<script>${CLOSE_SCRIPT}</script>` : ''}`,
    );
  }
  const name = method ?? text.text('provider.method.unknown');
  const heading = stepHeading(text, name, view.facts);
  return page(text, theme, style, heading, method, stepBody(text, name, view));
}
