import { createHash } from 'node:crypto';
import type { SessionState } from '../../../../common/contract/session-api.ts';
import type { PaymentRecord } from '../../../domain/ledger/payment-record.ts';
import type { LoggedPostback } from '../../../domain/postbacks/log-store.ts';
import { markup, type ShopperPageText } from '../../../http/shopper-page-text.ts';
import { escapeHtml } from '../../../platform/escape-html.ts';
import { testModeBadge, testModeBadgeCss } from '../test-mode-badge.ts';

// The sandbox's return page: where the README's examples send the shopper after the
// checkout, so the first payment ends on a Kassa page, not a browser error. It shows what the
// merchant's success_url or failure_url received (the query, nothing else), and, where the sandbox's
// open pages are allowed (loopback or SANDBOX_DEMO=1), the payment that URL names and the postbacks
// Kassa sent for it. One style sheet and one script allowed by their hashes: while a postback
// shown is still waiting for its first attempt (the shopper often lands before the worker has
// sent it), the script reads this same page again every second and puts the new state of the
// payment and its postbacks in place, in a polite live region, until the attempt is made (at most
// 30 times). A refresh of the whole page instead would move a screen reader back to the top.
// In the shopper's language and its direction (shopper-page-text.ts): the words are the
// catalog's, while the names a developer reads (fields, settings, values received) are code and
// stay as they are, left to right.

const STYLE = `
body{font-family:system-ui,sans-serif;max-inline-size:48rem;margin-block:3rem;margin-inline:auto;padding-inline:1rem;color:#1a1a1a;background:#fff;line-height:1.45}
code{font-size:.95em}
table{border-collapse:collapse;inline-size:100%;margin-block:.5rem 1rem;table-layout:fixed}
th,td{border:1px solid #bbb;padding-block:.3rem;padding-inline:.5rem;text-align:start;vertical-align:top;overflow-wrap:anywhere}
th{inline-size:14rem}
thead th{inline-size:auto}
@media (max-width:40rem){body{margin-block:1.5rem}th{inline-size:40%}thead th{inline-size:auto}}
a:focus-visible{outline:3px solid #e07b00;outline-offset:2px}
${testModeBadgeCss(true)}`;

/** The id of the part the script refreshes, and of its pending flag. */
const PAYMENT_PART = 'kassa-payment';

const REFRESH_SCRIPT = `(() => {
  const part = document.getElementById('${PAYMENT_PART}');
  let left = 30;
  const look = async () => {
    if (!part || part.dataset.pending !== 'true' || left-- <= 0) return;
    try {
      const response = await fetch(location.href, { cache: 'no-store' });
      const html = await response.text();
      const next = new DOMParser().parseFromString(html, 'text/html').getElementById('${PAYMENT_PART}');
      if (next) {
        if (next.innerHTML !== part.innerHTML) part.innerHTML = next.innerHTML;
        part.dataset.pending = next.dataset.pending;
      }
    } catch {}
    setTimeout(look, 1000);
  };
  setTimeout(look, 1000);
})();`;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('base64');

export const RETURN_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${sha256(STYLE)}'`,
  `script-src 'sha256-${sha256(REFRESH_SCRIPT)}'`,
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export interface ReturnPageFacts {
  outcome: 'success' | 'failure' | undefined;
  /** Every query parameter as the URL carried it, decoded, in order. */
  query: [string, string][];
  /** What the sandbox knows, when its open pages are on and the URL names a payment. */
  lookup:
    | { kind: 'off' }
    | { kind: 'no-reference' }
    | { kind: 'not-found'; reference: string }
    | {
        kind: 'found';
        payment: PaymentRecord;
        /** The session's state as every reader sees it (EXPIRED once its time is up). */
        state: SessionState;
        postbacks: LoggedPostback[];
      };
}

/** A name or value a developer reads as it is (a field, a setting, an id): code, left to right. */
const code = (text: string): string => `<code dir="ltr">${escapeHtml(text)}</code>`;

/** A row of a table of names and values; a value the sandbox wrote (an id, a state) is code. */
const row = (name: string, value: string, asCode = false): string =>
  `<tr><th scope="row">${code(name)}</th><td>${asCode ? code(value) : escapeHtml(value)}</td></tr>`;

function queryTable(html: ShopperPageText['html'], query: [string, string][]): string {
  if (query.length === 0) return `<p>${html('return.query.none')}</p>`;
  return `<table><caption>${html('return.query.caption')}</caption><tbody>${query
    .map(([name, value]) => row(name, value))
    .join('')}</tbody></table>`;
}

function paymentPart(html: ShopperPageText['html'], lookup: ReturnPageFacts['lookup']): string {
  switch (lookup.kind) {
    case 'off':
      return `<p>${html('return.lookup.off', {
        host: markup(code('HOST')),
        demo: markup(code('SANDBOX_DEMO')),
        command: markup(code('npm run postbacks -- list')),
      })}</p>`;
    case 'no-reference':
      return `<p>${html('return.lookup.no_reference', {
        example: markup(code('/sandbox/return?outcome=success&merchant_payment_id=order-1001')),
      })}</p>`;
    case 'not-found':
      return `<p>${html('return.lookup.not_found', { reference: markup(code(lookup.reference)) })}</p>`;
    case 'found': {
      const p = lookup.payment;
      const last = p.lastError;
      const facts = [
        row('payment_id', p.paymentId, true),
        ...(p.merchantPaymentId !== null
          ? [row('merchant_payment_id', p.merchantPaymentId, true)]
          : []),
        row('state', lookup.state, true),
        row('amount', `${p.amount} ${p.currencyCode}`, true),
        ...(last
          ? [
              row('error_code', String(last.error_code), true),
              row('error_message', last.error_message),
            ]
          : []),
      ].join('');
      const postbacks =
        lookup.postbacks.length === 0
          ? `<p>${html('return.postbacks.none')}</p>`
          : `<table><caption>${html('return.postbacks.caption')}</caption><thead><tr><th scope="col">${code('event_id')}</th><th scope="col">${code('transaction_id')}</th><th scope="col">${html('return.postbacks.delivery')}</th></tr></thead><tbody>${lookup.postbacks
              .map(
                (event) =>
                  `<tr><td>${code(event.eventId)}</td><td>${code(event.transactionId ?? '–')}</td><td>${html(
                    'return.postbacks.attempts',
                    { status: markup(code(event.status)), count: event.attempts.length },
                  )}</td></tr>`,
              )
              .join('')}</tbody></table>`;
      const pending = lookup.postbacks.some(
        (event) => event.status === 'pending' && event.attempts.length === 0,
      );
      const refreshing = pending ? `<p>${html('return.postbacks.refreshing')}</p>` : '';
      const log = html('return.postbacks.log', {
        link_start: markup('<a href="/sandbox/postbacks">'),
        link_end: markup('</a>'),
      });
      return `<section id="${PAYMENT_PART}" aria-live="polite" data-pending="${pending}"><h2>${html('return.payment.heading')}</h2><table><tbody>${facts}</tbody></table><h2>${html('return.postbacks.heading')}</h2>${postbacks}${refreshing}<p>${log}</p></section>`;
    }
  }
}

/** The page for `facts`, in the language of `text` (the payment's, else the browser's). */
export function returnPage(facts: ReturnPageFacts, text: ShopperPageText): string {
  const { html } = text;
  const heading =
    facts.outcome === 'success'
      ? html('return.succeeded.heading')
      : facts.outcome === 'failure'
        ? html('return.failed.heading')
        : html('return.returned.heading');
  // The checkout's field that named this URL, as code; a URL naming neither outcome is the
  // merchant's return URL, which the sentences say in words of their own.
  const field =
    facts.outcome === 'success'
      ? markup(code('success_url'))
      : facts.outcome === 'failure'
        ? markup(code('failure_url'))
        : null;
  const errorFields = {
    error_code: markup(code('error_code')),
    error_message: markup(code('error_message')),
  };
  const failure = facts.query.find(([name]) => name === 'error_code');
  const message = facts.query.find(([name]) => name === 'error_message');
  const summary =
    facts.outcome === 'failure' && failure
      ? `<p>${html('return.failed.reason', {
          field: markup(code('error_code')),
          code: markup(code(failure[1])),
          message: message ? message[1] : markup(html('return.failed.no_message')),
        })}</p>`
      : '';
  return `<!doctype html><html lang="${text.lang}" dir="${text.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${html('return.document_title', { page: markup(heading) })}</title><style>${STYLE}</style></head><body><main><p>${testModeBadge(html)}</p><h1>${heading}</h1>${summary}
<p>${field ? html('return.stands_in', { field, ...errorFields }) : html('return.stands_in.return_url', errorFields)}</p>
<h2>${field ? html('return.received.heading', { field }) : html('return.received.heading.return_url')}</h2>${queryTable(html, facts.query)}
${paymentPart(html, facts.lookup)}
<p><a href="/">${html('return.back')}</a></p></main>${facts.lookup.kind === 'found' ? `<script>${REFRESH_SCRIPT}</script>` : ''}</body></html>`;
}
