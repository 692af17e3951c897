// What a subscription checkout adds to the form: the terms under each subscription
// product, the consent line above the pay button (which describes the button), "Due today" for
// the total and "Start free trial" on the button when a trial starts with nothing to pay. A chunk
// of its own, loaded only for a session with a subscription product (model.ts,
// loadSubscriptionTerms): a card-only checkout never downloads it. The words are
// subscription-terms.ts's.
import { computed, type ReadonlySignal } from '@preact/signals';
import { h, type JSX } from 'preact';
import type { SessionView } from '../../common/contract/session-api.ts';
import type { FormMessages } from '../messages/form-messages.ts';
import type { Order } from './order.ts';
import { saveCardShown } from './save-card.ts';
import {
  type ChosenSubscription,
  consentLine,
  firstCharge,
  type MoneyContext,
  payLabel,
  productTerms,
} from './subscription-terms.ts';

/** The consent line's id: the pay button is described by it (aria-describedby). */
export const CONSENT_ID = 'kassa-consent';

/**
 * The consent line's look, from the theme's variables: set here rather than in the form's
 * stylesheet, so a checkout without a subscription downloads none of it (a theme may still style
 * `.kassa-consent`, with !important against these).
 */
const CONSENT_STYLE = {
  margin: '0 0 12px',
  fontSize: 'var(--kassa-font-size-small)',
  color: 'var(--kassa-muted-color)',
} as const;

/** What the chosen subscriptions change on the form. */
export interface SubscriptionShown {
  /** The line above the pay button, as the form shows it. */
  consent: JSX.Element;
  /** The total row's label. */
  totalLabel: string;
  /** The pay button's label, when it is not "Pay <total>", and what describes it. */
  button: { label?: string; done?: string; 'aria-describedby': string };
  /** A token session names no amount: the total row is not shown (save-card.ts). */
  hideTotal?: boolean;
}

/** Undefined while no subscription is chosen (every one optional and unticked). */
export type SubscriptionPart = ReadonlySignal<SubscriptionShown | undefined>;

/**
 * The part for the flow's session, in its language, over its order; undefined when it has no
 * subscription product. Sets each subscription product's terms on its order line.
 */
export function createSubscriptionPart(
  {
    session,
    order,
  }: {
    session: ReadonlySignal<SessionView>;
    order: Order;
  },
  t: FormMessages,
): SubscriptionPart | undefined {
  const { products, currency_code, language, shop_name, payment_type, server_time } =
    session.peek();
  // A token session saves a card: its wording, not a subscription's.
  if (payment_type === 'TOKEN') return computed(() => saveCardShown(t, shop_name));
  const money: MoneyContext = { currency: currency_code, language };
  const plans = products.flatMap((product, index) => {
    const terms = product.subscription;
    const line = order.products[index];
    return terms && line ? [{ line, name: product.product_name, terms }] : [];
  });
  if (plans.length === 0) return undefined;
  const today = new Date(server_time);
  for (const { line, terms } of plans) {
    line.terms = productTerms(t, terms, money);
    line.firstCharge = firstCharge(t, terms, today);
  }
  return computed(() => {
    const chosen: ChosenSubscription[] = plans.filter(({ line }) => line.selected.value);
    const due = order.totalMinor.value;
    const consent = consentLine(t, chosen, shop_name, due, money);
    if (consent === null) return undefined;
    const label = payLabel(t, chosen, due);
    return {
      consent: h('p', { class: 'kassa-consent', id: CONSENT_ID, style: CONSENT_STYLE }, consent),
      totalLabel: t('subscription.due_today'),
      button: { ...(label !== null && { label }), 'aria-describedby': CONSENT_ID },
    };
  });
}
