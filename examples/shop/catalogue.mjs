// The shop's fixed catalogue and the cart arithmetic. Prices are kept in cents (integers) and
// turned into Kassa's decimal strings ("24.90") only when a request is built: adding decimal
// numbers in JavaScript drifts (0.1 + 0.2), cents never do.

export const CURRENCY = 'EUR';

/**
 * @typedef {object} Product
 * @property {string} sku Our own product id, sent to Kassa as merchant_product_id.
 * @property {string} name
 * @property {number} cents
 */

/** @type {readonly Product[]} */
export const CATALOGUE = [
  { sku: 'beans-250', name: 'Espresso beans, 250 g', cents: 1490 },
  { sku: 'cup', name: 'Ceramic cup', cents: 950 },
  { sku: 'filters', name: 'Filter papers (100)', cents: 320 },
];

/** How many of one product a cart may hold: the cart page offers 0 to this. */
export const MAX_QUANTITY = 5;

/**
 * @typedef {object} CartLine
 * @property {string} sku
 * @property {string} name
 * @property {number} quantity
 * @property {number} cents The line's total: unit price times quantity.
 */

/**
 * The cart the shopper sent (the form's `qty-<sku>` fields), checked against the catalogue:
 * the browser may send anything, so unknown products and odd quantities are dropped, never trusted.
 * @param {URLSearchParams} form
 * @returns {CartLine[]}
 */
export function cartFromForm(form) {
  /** @type {CartLine[]} */
  const lines = [];
  for (const product of CATALOGUE) {
    const quantity = Number(form.get(`qty-${product.sku}`) ?? '0');
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) continue;
    lines.push({
      sku: product.sku,
      name: product.name,
      quantity,
      cents: product.cents * quantity,
    });
  }
  return lines;
}

/**
 * @param {readonly CartLine[]} lines
 * @returns {number}
 */
export function totalCents(lines) {
  return lines.reduce((sum, line) => sum + line.cents, 0);
}

/**
 * Cents as Kassa's amount format: "1490" → "14.90".
 * @param {number} cents
 * @returns {string}
 */
export function toAmount(cents) {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * Kassa's amount format back to cents: "14.90" → 1490, "14.9" → 1490, "14" → 1400.
 * @param {string} amount
 * @returns {number}
 */
export function toCents(amount) {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/**
 * The cart as the `products` of a Kassa request. Kassa's products have no quantity, so each line
 * is one product named with its quantity and priced at the line's total.
 * @param {readonly CartLine[]} lines
 */
export function kassaProducts(lines) {
  return lines.map((line) => ({
    product_type: 'SALE',
    product_name: line.quantity === 1 ? line.name : `${line.quantity} × ${line.name}`,
    product_price: toAmount(line.cents),
    merchant_product_id: line.sku,
  }));
}
