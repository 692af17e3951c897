import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { CheckoutModel } from '../checkout/model.ts';
import type { Order } from '../checkout/order.ts';
import { LAYOUT_TEXT } from './layout-text.ts';
import './OrderSummary.css';
import { AddOns, ProductList } from './ProductList.tsx';
import { ShopIdentity } from './ShopIdentity.tsx';

/**
 * How much of the summary the form shows: all of it (the hosted page, or the embedded form mounted
 * with `summary: true`), or only the products the shopper can change (the embedded form: the
 * merchant's page shows the cart, the pay button the total).
 */
export type SummaryShown = 'full' | 'add-ons';

/**
 * Above this many products the summary folds on a narrow screen into a total bar that opens it,
 * so the card field stays above the fold on a phone. Wide, it is always open (OrderSummary.css).
 */
export const FOLD_AFTER_PRODUCTS = 3;

const DETAILS_ID = 'kassa-summary-details';

/** The order summary: the shop, the cart, the add-ons, subtotal, tax and total. */
export function OrderSummary({
  model,
  shown = 'full',
}: {
  model: CheckoutModel;
  shown?: SummaryShown | undefined;
}): JSX.Element | null {
  const [open, setOpen] = useState(false);
  const { order } = model;
  const cart = order.products.filter((product) => !product.optional);
  const addOns = order.products.filter((product) => product.optional);
  if (shown === 'add-ons')
    return addOns.length > 0 ? <AddOns products={addOns} lang={order.formatLang} /> : null;

  const subscription = model.subscription?.value;
  const showTotal = !subscription?.hideTotal;
  const folds = showTotal && order.products.length > FOLD_AFTER_PRODUCTS;
  return (
    <header class="kassa-summary">
      <ShopIdentity session={model.session.value} />
      {folds && (
        <button
          type="button"
          class="kassa-summary-toggle"
          aria-expanded={open ? 'true' : 'false'}
          aria-controls={DETAILS_ID}
          onClick={() => setOpen(!open)}
        >
          <span class="kassa-summary-toggle-label">
            {open ? LAYOUT_TEXT.hideSummary : LAYOUT_TEXT.showSummary}
            <span class="kassa-summary-chevron" aria-hidden="true" />
          </span>
          <span class="kassa-summary-toggle-total">
            {subscription?.totalLabel ?? LAYOUT_TEXT.total}{' '}
            <span lang={order.formatLang}>{order.totalText.value}</span>
          </span>
        </button>
      )}
      <div
        class="kassa-summary-details"
        id={DETAILS_ID}
        data-folded={folds && !open ? '' : undefined}
      >
        <ProductList products={cart} lang={order.formatLang} />
        <AddOns products={addOns} lang={order.formatLang} />
        {showTotal && <OrderTotals order={order} totalLabel={subscription?.totalLabel} />}
      </div>
    </header>
  );
}

/** Subtotal and tax when there is a tax to tell apart, then the total the shopper pays. */
function OrderTotals({
  order,
  totalLabel,
}: {
  order: Order;
  totalLabel: string | undefined;
}): JSX.Element {
  const subtotal = order.subtotalText.value;
  return (
    <dl class="kassa-totals">
      {order.tax && subtotal !== null && (
        <>
          <div class="kassa-totals-line">
            <dt>{LAYOUT_TEXT.subtotal}</dt> <dd lang={order.formatLang}>{subtotal}</dd>
          </div>
          <div class="kassa-totals-line">
            <dt>{order.tax.label}</dt> <dd lang={order.formatLang}>{order.tax.amountText.value}</dd>
          </div>
        </>
      )}
      <div class="kassa-totals-line kassa-total" aria-live="polite">
        <dt>{totalLabel ?? LAYOUT_TEXT.total}</dt>{' '}
        <dd class="kassa-total-amount" lang={order.formatLang}>
          {order.totalText.value}
        </dd>
      </div>
    </dl>
  );
}
