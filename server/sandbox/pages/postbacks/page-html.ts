import { createHash } from 'node:crypto';
import type { LoggedPostback } from '../../../domain/postbacks/log-store.ts';
import { escapeHtml } from '../../../platform/escape-html.ts';

// The delivery log page as HTML, without a framework or a script: every value that came from
// outside (the merchant's answers above all) goes through `escapeHtml`, and the one style sheet is
// allowed by its hash in the page's Content-Security-Policy, nothing else.

const STYLE = `
body{font-family:system-ui,sans-serif;max-width:72rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a;background:#fff;line-height:1.4}
code{font-size:.95em}
section{border-top:1px solid #ccc;padding:1rem 0}
h2{font-size:1.1rem;margin:.2rem 0}
dl{display:flex;flex-wrap:wrap;gap:.25rem 1.5rem;margin:.5rem 0}
dl div{display:flex;gap:.4rem}
dt{font-weight:600}
dd{margin:0}
table{border-collapse:collapse;width:100%;margin-top:.5rem}
caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{border:1px solid #bbb;padding:.3rem .5rem;text-align:left;vertical-align:top}
td.excerpt{font-family:ui-monospace,monospace;word-break:break-all}
button{font:inherit;padding:.35rem .9rem;border:1px solid #1f4fd1;background:#1f4fd1;color:#fff;border-radius:4px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #e07b00;outline-offset:2px}
.status{background:#eef4ff;border:1px solid #1f4fd1;padding:.5rem .75rem}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

/** The page's Content-Security-Policy: its own style sheet, forms to itself, nothing else. */
export const PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const STATUS_TEXT: Record<LoggedPostback['status'], string> = {
  pending: 'pending',
  delivered: 'delivered',
  failed: 'failed (retries spent)',
};

function attemptRows(event: LoggedPostback): string {
  if (event.attempts.length === 0) {
    return '<tr><td colspan="5">No attempt yet.</td></tr>';
  }
  return event.attempts
    .map((attempt) => {
      const outcome =
        attempt.outcome === 'delivered' ? 'delivered' : `failed: ${attempt.error ?? ''}`;
      return `<tr><td>${escapeHtml(attempt.attemptedAt.toISOString())}</td><td>${attempt.httpStatus ?? 'none'}</td><td>${attempt.durationMs} ms</td><td>${escapeHtml(outcome)}</td><td class="excerpt">${escapeHtml(attempt.responseExcerpt)}</td></tr>`;
    })
    .join('');
}

function eventSection(event: LoggedPostback, index: number, token: string): string {
  const id = escapeHtml(event.eventId);
  const fact = (term: string, value: string | null): string =>
    value === null ? '' : `<div><dt>${term}</dt><dd>${escapeHtml(value)}</dd></div>`;
  const next =
    event.status === 'pending' && event.nextAttemptAt ? event.nextAttemptAt.toISOString() : null;
  return `<section aria-labelledby="event-${index}">
<h2 id="event-${index}">${escapeHtml(event.type)} <code>${id}</code></h2>
<dl>${fact('Status', STATUS_TEXT[event.status])}${fact('Created', event.createdAt.toISOString())}${fact('Next attempt', next)}${fact('payment_id', event.paymentId)}${fact('transaction_id', event.transactionId)}</dl>
<form method="post" action="/sandbox/postbacks/${encodeURIComponent(event.eventId)}/resend"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Re-send<span class="sr"> ${id}</span></button></form>
<table><caption>Delivery attempts of <code>${id}</code></caption>
<thead><tr><th scope="col">Time</th><th scope="col">HTTP status</th><th scope="col">Duration</th><th scope="col">Outcome</th><th scope="col">Answer (first 200 characters)</th></tr></thead>
<tbody>${attemptRows(event)}</tbody></table>
</section>`;
}

export function postbacksPage(options: {
  events: LoggedPostback[];
  token: string;
  resent?: string | undefined;
  limit: number;
}): string {
  const { events, token, resent } = options;
  const notice = resent
    ? `<p class="status" role="status">Re-sent <code>${escapeHtml(resent)}</code>: it is queued for delivery now. Refresh to see the attempt.</p>`
    : '';
  const body =
    events.length === 0
      ? '<p>No postbacks yet: pay a test checkout (from <a href="/">the designer preview</a>) and its TRANSACTION postback appears here.</p>'
      : events.map((event, index) => eventSection(event, index, token)).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Postbacks – Kassa sandbox</title><style>${STYLE}</style></head>
<body><main>
<h1>Postbacks</h1>
<p>The sandbox merchant's ${options.limit} most recent postbacks, newest first, with every delivery attempt. Payloads are not shown. The same log from a terminal: <code>npm run postbacks -- list</code>; a signed sample postback: <code>npm run postbacks -- test</code>.</p>
${notice}
<p><a href="/sandbox/postbacks">Refresh</a></p>
${body}
</main></body></html>`;
}
