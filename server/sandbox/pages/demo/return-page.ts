import { createHash } from 'node:crypto';
import type { SessionState } from '../../../../common/contract/session-api.ts';
import type { PaymentRecord } from '../../../domain/ledger/payment-record.ts';
import type { LoggedPostback } from '../../../domain/postbacks/log-store.ts';
import { escapeHtml } from '../../../platform/escape-html.ts';
import { TEST_MODE_BADGE, testModeBadgeCss } from '../test-mode-badge.ts';

// The sandbox's return page: where the README's examples send the shopper after the
// checkout, so the first payment ends on a Kassa page, not a browser error. It shows what the
// merchant's success_url or failure_url received (the query, nothing else), and, where the sandbox's
// open pages are allowed (loopback or SANDBOX_DEMO=1), the payment that URL names and the postbacks
// Kassa sent for it. One style sheet and one script allowed by their hashes: while a postback
// shown is still waiting for its first attempt (the shopper often lands before the worker has
// sent it), the script reads this same page again every second and puts the new state of the
// payment and its postbacks in place, in a polite live region, until the attempt is made (at most
// 30 times). A refresh of the whole page instead would move a screen reader back to the top.

const STYLE = `
body{font-family:system-ui,sans-serif;max-width:48rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a;background:#fff;line-height:1.45}
code{font-size:.95em}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem;table-layout:fixed}
th,td{border:1px solid #bbb;padding:.3rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}
th{width:14rem}
thead th{width:auto}
@media (max-width:40rem){body{margin:1.5rem auto}th{width:40%}thead th{width:auto}}
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

const row = (name: string, value: string): string =>
  `<tr><th scope="row"><code>${escapeHtml(name)}</code></th><td>${escapeHtml(value)}</td></tr>`;

function queryTable(query: [string, string][]): string {
  if (query.length === 0) return '<p>The URL carried no query parameters.</p>';
  return `<table><caption>Query parameters received</caption><tbody>${query
    .map(([name, value]) => row(name, value))
    .join('')}</tbody></table>`;
}

function paymentPart(lookup: ReturnPageFacts['lookup']): string {
  switch (lookup.kind) {
    case 'off':
      return '<p>This server does not show payments on open pages (HOST is not a loopback address and SANDBOX_DEMO is off). The TRANSACTION postback carries the outcome; <code>npm run postbacks -- list</code> shows what was sent.</p>';
    case 'no-reference':
      return '<p>Put your own reference in the return URLs, as a shop does (<code>/sandbox/return?outcome=success&amp;merchant_payment_id=order-1001</code>), and this page shows that payment and its postbacks.</p>';
    case 'not-found':
      return `<p>The sandbox merchant has no payment with merchant_payment_id <code>${escapeHtml(lookup.reference)}</code> or payment_id of that value.</p>`;
    case 'found': {
      const p = lookup.payment;
      const last = p.lastError;
      const facts = [
        row('payment_id', p.paymentId),
        ...(p.merchantPaymentId !== null ? [row('merchant_payment_id', p.merchantPaymentId)] : []),
        row('state', lookup.state),
        row('amount', `${p.amount} ${p.currencyCode}`),
        ...(last
          ? [row('error_code', String(last.error_code)), row('error_message', last.error_message)]
          : []),
      ].join('');
      const postbacks =
        lookup.postbacks.length === 0
          ? '<p>No postback yet.</p>'
          : `<table><caption>Postbacks sent for this payment</caption><thead><tr><th scope="col">event_id</th><th scope="col">transaction_id</th><th scope="col">delivery</th></tr></thead><tbody>${lookup.postbacks
              .map(
                (event) =>
                  `<tr><td><code>${escapeHtml(event.eventId)}</code></td><td><code>${escapeHtml(event.transactionId ?? '–')}</code></td><td>${escapeHtml(event.status)} (${event.attempts.length} attempt${event.attempts.length === 1 ? '' : 's'})</td></tr>`,
              )
              .join('')}</tbody></table>`;
      const pending = lookup.postbacks.some(
        (event) => event.status === 'pending' && event.attempts.length === 0,
      );
      const refreshing = pending
        ? '<p>A postback has not been sent yet: this part of the page refreshes itself until its first attempt is made.</p>'
        : '';
      return `<section id="${PAYMENT_PART}" aria-live="polite" data-pending="${pending}"><h2>The payment</h2><table><tbody>${facts}</tbody></table><h2>Postbacks</h2>${postbacks}${refreshing}<p><a href="/sandbox/postbacks">The delivery log</a> shows every attempt and re-sends one.</p></section>`;
    }
  }
}

export function returnPage(facts: ReturnPageFacts): string {
  const title =
    facts.outcome === 'success'
      ? 'Payment succeeded'
      : facts.outcome === 'failure'
        ? 'Payment failed'
        : 'Back from the checkout';
  const which =
    facts.outcome === 'success'
      ? 'success_url'
      : facts.outcome === 'failure'
        ? 'failure_url'
        : 'return URL';
  const failure = facts.query.find(([name]) => name === 'error_code');
  const message = facts.query.find(([name]) => name === 'error_message');
  const summary =
    facts.outcome === 'failure' && failure
      ? `<p>error_code ${escapeHtml(failure[1])}: ${escapeHtml(message?.[1] ?? 'no message')}</p>`
      : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} – Kassa sandbox</title><style>${STYLE}</style></head><body><main><p>${TEST_MODE_BADGE}</p><h1>${title}</h1>${summary}
<p>This page stands in for the merchant's <code>${which}</code>. Your server would receive exactly this request: the URL you set in the checkout, with <code>error_code</code> and <code>error_message</code> added after a failure. The outcome itself, and a successful sale's payment token, reach you in the signed TRANSACTION postback.</p>
<h2>What the ${which} received</h2>${queryTable(facts.query)}
${paymentPart(facts.lookup)}
<p><a href="/">Back to Kassa</a></p></main>${facts.lookup.kind === 'found' ? `<script>${REFRESH_SCRIPT}</script>` : ''}</body></html>`;
}
