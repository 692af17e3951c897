// The checkout form's model: the payment flow (flow/flow-model.ts) over the methods the session
// offers. Today that is the card alone (card/card-method.ts); the alternative methods' kinds join
// `methods` here, each a model of its own kind, and the flow stays as it is. The wallets
// (src/wallet/) are buttons above the card, not a method to choose: each pays once with a method of
// its own through the flow's payWith, and the card stays chosen. Above the
// method, the form may ask for what the merchant left out (the customer step), and it
// sends the browser's language when the checkout named none.

import { computed, type ReadonlySignal, signal } from '@preact/signals';
import type { SessionView, ShopperCustomerField } from '../../common/contract/session-api.ts';
import {
  asksCustomer,
  hasSubscriptionTerms,
  namesAlternativeMethod,
} from '../../common/contract/session-parts.ts';
import { navigatorLanguages } from '../../common/language/browser-languages.ts';
import type { ApmForm, ApmStep } from '../flows/apm/model/apm-form.ts';
import type { FormMessages } from '../messages/form-messages.ts';
import type { ApiClient } from './api-client.ts';
import { type CardMethodModel, createCardMethod } from './card/card-method.ts';
import type { CustomerDetailsModel } from './customer/customer-details.ts';
import { createPaymentFlow } from './flow/flow-model.ts';
import type { FlowDeps, PaymentFlow } from './flow/flow-state.ts';
import { languagePart, type RequestPart } from './flow/request-part.ts';
import type { MethodModel } from './method-model.ts';
import type { PaymentMethodModel } from './payment-method-model.ts';
import { scheduleWithTimers } from './schedule.ts';
import { createSessionEndWarning } from './session-end-warning.ts';
import type { SubscriptionPart } from './subscription.ts';

export type { ApmStep } from '../flows/apm/model/apm-form.ts';
export type { CheckoutStatus, FlowState, PayState } from './flow/flow-state.ts';
export type { PaymentMethodModel } from './payment-method-model.ts';

/** The subscription terms' chunk (subscription.ts), once loaded. */
export type SubscriptionTermsChunk = typeof import('./subscription.ts');

/** The customer step's chunk (src/components/customer-step.ts), once loaded. */
export type CustomerStep = typeof import('../components/customer-step.ts');

export interface CheckoutDeps extends FlowDeps {
  /** Today's date for the card's expiry check; injected so tests own time. */
  now?: () => Date;
  /** The browser's languages, most preferred first (navigator.languages; tests inject theirs). */
  browserLanguages?: readonly string[];
  /**
   * Required when the session lists missing_customer_fields: the chunk, or the promise of it
   * (loadCustomerStep), so the form can show before it arrives.
   */
  customerStep?: CustomerStep | Promise<CustomerStep | null> | null;
  /**
   * For a session with a subscription product: the loaded chunk (loadSubscriptionTerms).
   * Without it the form shows no terms and no consent line, so the hosted page waits for it.
   */
  subscriptionTerms?: SubscriptionTermsChunk | null;
  /** Required when the session names an alternative method: the chunk (loadApmStep). */
  apmStep?: ApmStep | null;
}

/** The customer fields the form asks before the method's, and the component that shows them. */
export interface CustomerPart {
  model: CustomerDetailsModel;
  Fields: CustomerStep['CustomerFields'];
}

/** The customer fields the form asks, known from the session before the chunk has arrived. */
export interface CustomerSlot {
  /** The session's missing_customer_fields, in form order. */
  fields: readonly ShopperCustomerField[];
  /** Their model and component, once the customer step's chunk has loaded; null until then. */
  part: ReadonlySignal<CustomerPart | null>;
}

export interface CheckoutModel extends PaymentFlow<PaymentMethodModel> {
  /** The fields the merchant left to the shopper; null when it sent them all. */
  customer: CustomerSlot | null;
  /**
   * Checks the fields above the method's (the customer step) as paying would, before a wallet's
   * sheet opens: the wallet's token is worth nothing if the payment cannot be sent with it.
   */
  checkParts(): boolean;
  /**
   * What the chosen subscriptions show: the consent line, the labels; absent without a
   * subscription product (and undefined while none is chosen).
   */
  subscription: SubscriptionPart | undefined;
  /** Apple Pay's merchant validation (api-client.ts); absent for a client without a server. */
  appleMerchantSession: ApiClient['appleMerchantSession'];
  /** A saved card's removal (api-client.ts); absent for a client without a server. */
  removeSavedCard: ApiClient['removeSavedCard'];
  /**
   * What the choice of how to pay (src/components/PaymentChoice.tsx) shows of an alternative
   * method (its mark, what happens next), when the session names one; absent for the card alone.
   */
  methodParts?: ApmForm['methodParts'] | undefined;
  /** The card's model; one of `methods` unless the session's `methods` leave the card out. */
  card: CardMethodModel;
  /** Two minutes or less before the session ends, while the form can pay (announced). */
  endWarning: ReadonlySignal<boolean>;
  /** The page's translator, which the form's views read through <Messages>. */
  messages: FormMessages;
}

/**
 * The language the form formats in: the checkout's, else the one chosen with the page's locale for
 * the shopper's browser (its translator's; common/language/shopper-language.ts).
 */
export function sessionLanguage(
  session: Pick<SessionView, 'language'>,
  messages: Pick<FormMessages, 'formats'>,
): string {
  return session.language ?? messages.formats;
}

/**
 * The alternative methods' code, fetched as a chunk of its own only for a session whose
 * `methods` name one; null for any other. The server lists only methods it knows and names the
 * wallets among them (`wallets.methods`), so any other name besides the card's is one: the chunk
 * reads the method table, this file not.
 */
export async function loadApmStep(session: SessionView): Promise<ApmStep | null> {
  return namesAlternativeMethod(session)
    ? import('../flows/apm/apm-step.ts').then((chunk) => chunk.loadApmForm())
    : null;
}

/**
 * The customer step's code, fetched as a chunk of its own only for a session that needs it (the
 * hosted page's initial load has a size budget); null for any other session.
 */
export async function loadCustomerStep(session: SessionView): Promise<CustomerStep | null> {
  return asksCustomer(session) ? import('../components/customer-step.ts') : null;
}

/**
 * The subscription terms' code, fetched as a chunk of its own only for a session with
 * a subscription product or a token session; null for any other session.
 */
export async function loadSubscriptionTerms(
  session: SessionView,
): Promise<SubscriptionTermsChunk | null> {
  // A token session's "Save card" wording comes with the same chunk (save-card.ts).
  return hasSubscriptionTerms(session) ? import('./subscription.ts') : null;
}

export function createCheckoutModel(
  session: SessionView,
  client: ApiClient,
  {
    now = () => new Date(),
    browserLanguages = navigatorLanguages(),
    customerStep = null,
    subscriptionTerms,
    apmStep = null,
    ...deps
  }: CheckoutDeps,
): CheckoutModel {
  const language = sessionLanguage(session, deps.messages);
  const missing = session.missing_customer_fields ?? [];
  // A programming error, never a shopper's: the words are short, as they ship with the form's
  // first bytes.
  if (missing.length > 0 && !customerStep) throw new Error('[Kassa] loadCustomerStep() first');
  const part = signal<CustomerPart | null>(null);
  const open = (step: CustomerStep | null): void => {
    if (step && missing.length > 0)
      part.value = {
        model: step.createCustomerDetails(missing, {
          language,
          browserLanguages,
          messages: deps.messages,
        }),
        Fields: step.CustomerFields,
      };
  };
  // The chunk may still be on its way (the hosted page shows the form without waiting for it):
  // the fields' place is kept for them (CustomerFieldsPlaceholder) and paying waits for them.
  // A chunk that fails to load leaves `part` null: the hosted page shows its retryable error.
  const arrival = customerStep instanceof Promise ? customerStep.then(open, () => {}) : null;
  if (!(customerStep instanceof Promise)) open(customerStep);
  const customer: CustomerSlot | null = missing.length > 0 ? { fields: missing, part } : null;
  const parts: RequestPart[] = [
    ...(customer ? [customerPart(part, missing)] : []),
    ...(session.language === undefined ? [languagePart(language)] : []),
  ];
  const card = createCardMethod(now, deps.messages, {
    prefilledHolder: session.prefilled_card_holder,
    holderNameRequired: session.cardholder_name_required === true,
  });
  const apm = apmStep?.(session.methods, card, deps.messages);
  const flow = createPaymentFlow<PaymentMethodModel>(
    { ...session, language },
    client,
    apm?.methods ?? [card],
    { ...apm?.deps, ...deps },
    parts,
  );
  const waiting = signal(false);
  /** Pays once the customer fields are there; while their chunk loads, the button is busy. */
  async function payWith(method: MethodModel): Promise<void> {
    if (customer && !part.peek()) {
      if (waiting.peek()) return;
      waiting.value = true;
      await arrival;
      waiting.value = false;
      // The chunk never came: nothing is paid without the fields (the page says why).
      if (!part.peek()) return;
    }
    return flow.payWith(method);
  }
  function checkParts(): boolean {
    let first: string | null = null;
    for (const p of parts) first ??= p.validate(first === null);
    if (first) deps.onOutcome({ kind: 'invalid', field: first });
    return !first;
  }
  const payState = computed(() => (waiting.value ? 'busy' : flow.payState.value));
  const endWarning = createSessionEndWarning(
    flow.session,
    flow.state,
    deps.schedule ?? scheduleWithTimers,
  );
  return {
    ...flow,
    endWarning: endWarning.due,
    dispose() {
      endWarning.dispose();
      flow.dispose();
    },
    payState,
    pay: () => payWith(flow.method.peek()),
    payWith,
    customer,
    checkParts,
    subscription: subscriptionTerms?.createSubscriptionPart(flow, deps.messages),
    appleMerchantSession: client.appleMerchantSession,
    removeSavedCard: client.removeSavedCard,
    methodParts: apm?.methodParts,
    card,
    messages: deps.messages,
  };
}

/**
 * The customer fields' part of the request, asked of their model once it is there; before, the
 * first field counts as missing, so no request ever leaves without them.
 */
function customerPart(
  part: ReadonlySignal<CustomerPart | null>,
  fields: readonly ShopperCustomerField[],
): RequestPart {
  return {
    validate: (focus) => {
      const loaded = part.peek();
      return loaded ? loaded.model.validate(focus) : (fields[0] ?? null);
    },
    addTo: (request) => part.peek()?.model.addTo(request) ?? request,
    showErrors: (errors) => part.peek()?.model.showErrors(errors) ?? false,
  };
}
