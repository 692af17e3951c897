import { CATALOGUE, MAX_QUANTITY, toAmount } from './catalogue.mjs';
import { orderState } from './orders.mjs';

// The shop's pages, as plain HTML strings. Everything that comes from outside (an order's lines,
// Kassa's messages, the query of a return URL) goes through `escapeHtml` before it is put in a page.

/**
 * @import { Order, OrderState } from './orders.mjs'
 */

/**
 * @param {unknown} value
 * @returns {string}
 */
export function escapeHtml(value) {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; color: #1d1d1f; }
  nav a { margin-right: 1rem; }
  table { border-collapse: collapse; width: 100%; margin: 1rem 0; }
  th, td { text-align: left; padding: .4rem .5rem; border-bottom: 1px solid #ddd; vertical-align: top; }
  td.amount, th.amount { text-align: right; white-space: nowrap; }
  button { font: inherit; padding: .5rem 1rem; margin: .25rem .5rem .25rem 0; cursor: pointer; }
  .state { font-weight: 600; }
  .problem { color: #b00020; }
  .muted { color: #666; font-size: .9em; }
  #payment { margin: 1rem 0; }
`;

/**
 * @param {string} title
 * @param {string} body
 * @param {{ refreshSeconds?: number }} [options]
 */
function layout(title, body, options = {}) {
  const refresh = options.refreshSeconds
    ? `<meta http-equiv="refresh" content="${options.refreshSeconds}">`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refresh}
<title>${escapeHtml(title)} · Kassa sample shop</title>
<style>${STYLE}</style>
</head>
<body>
<nav><a href="/">Shop</a><a href="/orders">Orders</a></nav>
${body}
</body>
</html>`;
}

/** @param {string} amount */
const euros = (amount) => `€${escapeHtml(amount)}`;

/** @type {Record<OrderState, string>} */
const STATE_LABELS = {
  AWAITING_PAYMENT: 'Awaiting payment',
  PENDING: 'Pending',
  PAID: 'Paid',
  PARTIALLY_REFUNDED: 'Partially refunded',
  REFUNDED: 'Refunded',
  DECLINED: 'Declined',
  NOT_PAID: 'Not paid',
};

/** @param {Order} order */
function linesTable(order) {
  const rows = order.lines
    .map(
      (line) =>
        `<tr><td>${line.quantity} × ${escapeHtml(line.name)}</td><td class="amount">${euros(toAmount(line.cents))}</td></tr>`,
    )
    .join('');
  return `<table><tbody>${rows}</tbody><tfoot><tr><th>Total</th><th class="amount">${euros(order.amount)}</th></tr></tfoot></table>`;
}

/** @param {{ message?: string }} [options] */
export function cartPage(options = {}) {
  const rows = CATALOGUE.map((product) => {
    const choices = Array.from({ length: MAX_QUANTITY + 1 }, (_, n) => `<option>${n}</option>`);
    return `<tr>
  <td><label for="qty-${product.sku}">${escapeHtml(product.name)}</label></td>
  <td class="amount">${euros(toAmount(product.cents))}</td>
  <td><select id="qty-${product.sku}" name="qty-${product.sku}">${choices.join('')}</select></td>
</tr>`;
  }).join('\n');
  const message = options.message
    ? `<p class="problem" role="alert">${escapeHtml(options.message)}</p>`
    : '';
  return layout(
    'Your cart',
    `<h1>Your cart</h1>
${message}
<form method="post" action="/checkout">
<table>
<thead><tr><th>Product</th><th class="amount">Price</th><th>Quantity</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p>Signed in as Ann Example (ann@example.com). Pay:</p>
<button name="door" value="hosted">On Kassa's payment page</button>
<button name="door" value="embedded">Here, with the embedded form</button>
</form>`,
  );
}

/**
 * The page that embeds Kassa's form. The script comes from Kassa's own origin (never bundled or
 * copied: its iframe is what keeps card data away from this page), and our own script mounts it.
 * The form shows the order's lines and total itself, so the page does not repeat them.
 * @param {Order} order
 * @param {string} kassaUrl
 */
export function embeddedPaymentPage(order, kassaUrl) {
  return layout(
    `Pay ${order.id}`,
    `<h1>Pay for ${escapeHtml(order.id)}</h1>
<div id="payment" data-checkout-url="${escapeHtml(order.checkout_url ?? '')}"></div>
<p id="payment-message" role="alert"></p>
<button id="pay" type="button">Pay ${euros(order.amount)}</button>
<script src="${escapeHtml(kassaUrl)}/js/kassa.js"></script>
<script src="/embedded-checkout.js"></script>`,
  );
}

/**
 * Where the shopper lands after paying (success_url, or failure_url with Kassa's error_code and
 * error_message). The URL only says where the shopper came from; the order's state comes from
 * postbacks, so while it is not known yet the page looks again every two seconds.
 * @param {Order} order
 * @param {{ failed: boolean, errorMessage?: string | null }} landing
 */
export function returnPage(order, landing) {
  const state = orderState(order);
  const waiting = !landing.failed && (state === 'AWAITING_PAYMENT' || state === 'PENDING');
  const heading =
    state === 'PAID'
      ? 'Thank you for your order'
      : waiting
        ? 'Confirming your payment…'
        : 'Your order is not paid';
  const reason =
    landing.failed && landing.errorMessage
      ? `<p class="problem">The payment form said: ${escapeHtml(landing.errorMessage)}</p>`
      : '';
  return layout(
    heading,
    `<h1>${heading}</h1>
<p>Order ${escapeHtml(order.id)}: <span class="state" data-testid="order-state">${STATE_LABELS[state]}</span></p>
${reason}
${linesTable(order)}
<p><a href="/orders">See all orders</a> · <a href="/">Back to the shop</a></p>`,
    waiting ? { refreshSeconds: 2 } : {},
  );
}

/**
 * @param {Order} order
 * @param {string} chargeKey A fresh idempotency key for the "charge again" form (see app.mjs).
 */
function orderRow(order, chargeKey) {
  const state = orderState(order);
  const transactions = Object.entries(order.transactions)
    .map(
      ([id, t]) =>
        `<li>${escapeHtml(t.type)} ${escapeHtml(t.status)} ${euros(t.amount)} · ${escapeHtml(t.response_text)} <span class="muted">${escapeHtml(id)}</span></li>`,
    )
    .join('');
  const actions = [];
  if (state === 'PAID') {
    actions.push(
      `<form method="post" action="/orders/${escapeHtml(order.id)}/refund"><button>Refund</button></form>`,
    );
  }
  if (order.payment_token_id) {
    actions.push(`<form method="post" action="/orders/${escapeHtml(order.id)}/charge-again">
<input type="hidden" name="key" value="${escapeHtml(chargeKey)}">
<button>Order again, charge the saved card</button></form>`);
  }
  const door = {
    HOSTED: "Kassa's page",
    EMBEDDED: 'embedded form',
    SAVED_CARD: `saved card of ${order.reordered_from}`,
  }[order.door];
  return `<tr data-order="${escapeHtml(order.id)}">
  <td><strong>${escapeHtml(order.id)}</strong><br><span class="muted">${escapeHtml(door)}</span></td>
  <td>${order.lines.map((line) => `${line.quantity} × ${escapeHtml(line.name)}`).join('<br>')}</td>
  <td class="amount">${euros(order.amount)}</td>
  <td><span class="state">${STATE_LABELS[state]}</span>
    ${order.problem ? `<p class="problem">${escapeHtml(order.problem)}</p>` : ''}
    <ul class="muted">${transactions}</ul></td>
  <td>${actions.join('')}</td>
</tr>`;
}

/**
 * @param {Order[]} orders
 * @param {() => string} newChargeKey
 */
export function ordersPage(orders, newChargeKey) {
  const rows = orders.map((order) => orderRow(order, newChargeKey())).join('\n');
  return layout(
    'Orders',
    `<h1>Orders</h1>
<p class="muted">Each state comes from Kassa's signed postbacks. A real shop keeps this page behind a login.</p>
<table>
<thead><tr><th>Order</th><th>Items</th><th class="amount">Total</th><th>State</th><th></th></tr></thead>
<tbody>
${rows || '<tr><td colspan="5">No orders yet.</td></tr>'}
</tbody>
</table>`,
  );
}

/**
 * @param {string} title
 * @param {string} message
 */
export function problemPage(title, message) {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1><p class="problem">${escapeHtml(message)}</p><p><a href="/">Back to the shop</a></p>`,
  );
}
