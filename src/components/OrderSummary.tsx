import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { SessionView } from '../../common/contract/session-api.ts';
import type { CheckoutModel } from '../checkout/model.ts';
import type { Order } from '../checkout/order.ts';
import './OrderSummary.css';
import { useMessages } from '../messages/form-messages.ts';
import { ProductList } from './ProductList.tsx';
import { ShopIdentity } from './ShopIdentity.tsx';

/**
 * How much of the summary the form shows: all of it (the hosted page, or the embedded form mounted
 * with `summary: true`), or only the products the shopper can change (the embedded form: the
 * merchant's page shows the cart, the pay button the total).
 */
export type SummaryShown = 'full' | 'add-ons';

/**
 * Above this many products the summary folds on a narrow screen into a total bar that opens it,
 * so the card field stays above the fold on a phone. Wide, it is always open (SummaryToggle.css).
 */
export const FOLD_AFTER_PRODUCTS = 3;

const DETAILS_ID = 'kassa-summary-details';

/** The summary's chunk (summary-parts.ts): the add-ons and a long cart's total bar. */
type SummaryParts = typeof import('./summary-parts.ts');

/** The chunk once loaded, for every form of this page (or server). */
let loaded: SummaryParts | null = null;

/** Whether the session's summary shows more than its cart and totals: add-ons, or a cart that folds. */
export const hasSummaryParts = (session: Pick<SessionView, 'products'>): boolean =>
  session.products.length > FOLD_AFTER_PRODUCTS ||
  session.products.some((product) => product.is_optional);

/**
 * Loads the summary's chunk for a session with optional products or a long cart, so that the form
 * shows them from its first render (and the server renders them into the page), nothing below
 * them moving. Without a session, whatever the form will show (the designer preview's samples).
 */
export async function loadSummaryParts(session?: Pick<SessionView, 'products'>): Promise<void> {
  if ((session && !hasSummaryParts(session)) || loaded) return;
  loaded = await import('./summary-parts.ts');
}

/** The chunk for a summary that needs it: the one loaded, else once it arrives. */
function useSummaryParts(needed: boolean): SummaryParts | null {
  const [parts, setParts] = useState(() => loaded);
  useEffect(() => {
    if (needed && !parts)
      void import('./summary-parts.ts').then(
        (chunk) => setParts(chunk),
        // The hosted page does not show a form whose summary failed to load (page-model.ts).
        () => {},
      );
  }, [needed]);
  return needed ? parts : null;
}

/** The order summary: the shop, the cart, the add-ons, subtotal, tax and total. */
export function OrderSummary({
  model,
  shown = 'full',
}: {
  model: CheckoutModel;
  shown?: SummaryShown | undefined;
}): JSX.Element | null {
  const t = useMessages();
  const [open, setOpen] = useState(false);
  const { order } = model;
  const parts = useSummaryParts(hasSummaryParts(model.session.value));
  const cart = order.products.filter((product) => !product.optional);
  const addOns = order.products.filter((product) => product.optional);
  const addOnList = parts && addOns.length > 0 && (
    <parts.AddOnList products={addOns} lang={order.formatLang} />
  );
  if (shown === 'add-ons') return addOnList || null;

  const subscription = model.subscription?.value;
  const showTotal = !subscription?.hideTotal;
  const totalLabel = subscription?.totalLabel;
  const folds = parts !== null && showTotal && order.products.length > FOLD_AFTER_PRODUCTS;
  return (
    <header class="kassa-summary">
      <ShopIdentity session={model.session.value} />
      {folds && (
        <parts.SummaryToggle
          open={open}
          onToggle={() => setOpen(!open)}
          controls={DETAILS_ID}
          totalLabel={totalLabel ?? t('summary.total')}
          total={order.totalText.value}
          lang={order.formatLang}
        />
      )}
      <div
        class="kassa-summary-details"
        id={DETAILS_ID}
        data-folded={folds && !open ? '' : undefined}
      >
        <ProductList products={cart} lang={order.formatLang} />
        {addOnList}
        {showTotal && <OrderTotals order={order} totalLabel={totalLabel} />}
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
  const t = useMessages();
  const subtotal = order.subtotalText.value;
  return (
    <dl class="kassa-totals">
      {order.tax && subtotal !== null && (
        <>
          <div class="kassa-totals-line">
            <dt>{t('summary.subtotal')}</dt> <dd lang={order.formatLang}>{subtotal}</dd>
          </div>
          <div class="kassa-totals-line">
            <dt>{order.tax.label}</dt> <dd lang={order.formatLang}>{order.tax.amountText.value}</dd>
          </div>
        </>
      )}
      <div class="kassa-totals-line kassa-total" aria-live="polite">
        <dt>{totalLabel ?? t('summary.total')}</dt>{' '}
        <dd class="kassa-total-amount" lang={order.formatLang}>
          {order.totalText.value}
        </dd>
      </div>
    </dl>
  );
}
