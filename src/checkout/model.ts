// The checkout form's model: card fields, order, and the payment flow against the session API.
// Components read its signals and call pay(); every decision about the flow is made here. What the
// page around the form does with an outcome (navigate, post to the merchant page) is injected.
import { batch, computed, type ReadonlySignal, signal } from '@preact/signals';
import type {
  CardPaymentRequest,
  PaymentResult,
  SessionView,
  ShopperError,
} from '../contract/session-api.ts';
import type { ApiClient } from './api-client.ts';
import { type CardField, type CardFields, createCardFields } from './card-fields.ts';
import { FORM_MESSAGES } from './field-messages.ts';
import { createOrder, type Order } from './order.ts';
import type { CheckoutOutcome } from './outcome.ts';
import { type Schedule, scheduleWithTimers } from './schedule.ts';

/** The outcomes after which the form never pays again. */
type FinalOutcome = Extract<CheckoutOutcome, { kind: 'paid' | 'closed' | 'timed-out' }>;

export type CheckoutStatus = 'idle' | 'paying' | 'pending' | 'done';

/** What the pay button offers: pay, wait, nothing more (paid), nothing more (closed unpaid). */
export type PayState = 'ready' | 'busy' | 'paid' | 'closed';

/** Asks the view to move focus; `seq` changes on every request so a repeat still moves it. */
export interface FocusRequest {
  target: CardField;
  seq: number;
}

export interface CheckoutDeps {
  /**
   * Called once per payment attempt with what it came to, and whenever the session ends on its
   * own (already over when loaded, timed out). The hosted page navigates to `exitUrl(outcome)`;
   * the embedded form posts a TResult to the merchant page. The model behaves the same either way.
   */
  onOutcome(outcome: CheckoutOutcome): void;
  now?: () => Date;
  schedule?: Schedule;
  /** How often to re-read a PENDING payment's session. */
  pollIntervalMs?: number;
}

export interface CheckoutModel
  extends Pick<CardFields, 'fields' | 'scheme' | 'securityCodeLength'> {
  session: ReadonlySignal<SessionView>;
  order: Order;
  status: ReadonlySignal<CheckoutStatus>;
  payState: ReadonlySignal<PayState>;
  /** The message for the whole form (decline, network failure), or null. */
  formError: ReadonlySignal<string | null>;
  attemptsLeft: ReadonlySignal<number>;
  focusRequest: ReadonlySignal<FocusRequest | null>;
  pay(): Promise<void>;
  dispose(): void;
}

/** Ask a moment after expires_at so the server has certainly closed the session. */
const EXPIRY_GRACE_MS = 1000;

export function createCheckoutModel(
  initialSession: SessionView,
  client: ApiClient,
  deps: CheckoutDeps,
): CheckoutModel {
  const now = deps.now ?? (() => new Date());
  const schedule = deps.schedule ?? scheduleWithTimers;
  const pollIntervalMs = deps.pollIntervalMs ?? 1000;

  const session = signal(initialSession);
  const status = signal<CheckoutStatus>('idle');
  const formError = signal<string | null>(null);
  const attemptsLeft = signal(initialSession.attempts_left);
  const focusRequest = signal<FocusRequest | null>(null);
  const paid = signal(false);
  const card = createCardFields(now);
  const order = createOrder(initialSession);

  let cancelPoll: (() => void) | null = null;
  let cancelExpiryCheck: (() => void) | null = null;
  let disposed = false;

  function stopTimers(): void {
    cancelPoll?.();
    cancelExpiryCheck?.();
    cancelPoll = null;
    cancelExpiryCheck = null;
  }

  /** The form will not pay again: say why (or that it is paid) and report the outcome. */
  function end(outcome: FinalOutcome): void {
    stopTimers();
    batch(() => {
      status.value = 'done';
      paid.value = outcome.kind === 'paid';
      formError.value = endMessage(outcome);
    });
    deps.onOutcome(outcome);
  }

  function focus(target: CardField): void {
    focusRequest.value = { target, seq: (focusRequest.peek()?.seq ?? 0) + 1 };
  }

  function offerRetry(error: ShopperError | undefined): void {
    const message = error?.error_message ?? FORM_MESSAGES.declined;
    batch(() => {
      status.value = 'idle';
      formError.value = message;
      card.clearSecurityCode();
      // The code was cleared and is needed again; the alert itself is announced by its live region.
      focus('security_code');
    });
    deps.onOutcome({ kind: 'declined', message, ...(error && { error }) });
  }

  function showError(message: string): void {
    batch(() => {
      status.value = 'idle';
      formError.value = message;
    });
    deps.onOutcome({ kind: 'error', message });
  }

  /**
   * Acts on a fresh view of the session: end when it is over, poll while it is processing.
   * `fromExpiryCheck`: the view answers the look at expires_at, not a payment, so an EXPIRED
   * session is a timeout (spec: Checkout session → 15 minutes elapse).
   */
  function applySession(view: SessionView, fromExpiryCheck = false): void {
    batch(() => {
      session.value = view;
      attemptsLeft.value = view.attempts_left;
    });
    const url = view.redirect_url ? { url: view.redirect_url } : {};
    switch (view.state) {
      case 'SUCCEEDED':
        end({ kind: 'paid', ...url });
        return;
      case 'EXPIRED':
      case 'FAILED':
        end(
          view.state === 'EXPIRED' && fromExpiryCheck
            ? { kind: 'timed-out', ...url }
            : { kind: 'closed', state: view.state, ...url },
        );
        return;
      case 'PROCESSING':
        startPolling();
        return;
      case 'OPEN':
        // OPEN again after a pending attempt: it was declined, and the shopper may try again.
        if (status.peek() === 'pending') offerRetry(view.last_error);
        scheduleExpiryCheck(view);
    }
  }

  function startPolling(): void {
    batch(() => {
      status.value = 'pending';
      formError.value = null;
    });
    cancelPoll?.();
    cancelPoll = schedule(poll, pollIntervalMs);
  }

  async function poll(): Promise<void> {
    cancelPoll = null;
    const result = await client.getSession();
    if (disposed || status.peek() !== 'pending') return;
    if (result.ok) applySession(result.value);
    else if (result.kind === 'http' && result.status === 404) showError(FORM_MESSAGES.notFound);
    else cancelPoll = schedule(poll, pollIntervalMs);
  }

  function scheduleExpiryCheck(view: SessionView): void {
    // Both instants come from the server's clock, so a wrong clock on the shopper's device
    // neither cuts the session short nor keeps a dead form open.
    const remaining = Date.parse(view.expires_at) - Date.parse(view.server_time);
    if (Number.isNaN(remaining)) return;
    cancelExpiryCheck?.();
    cancelExpiryCheck = schedule(checkExpiry, Math.max(remaining, 0) + EXPIRY_GRACE_MS);
  }

  async function checkExpiry(): Promise<void> {
    cancelExpiryCheck = null;
    if (status.peek() !== 'idle') {
      // A payment is under way; its answer decides where the shopper goes. Look again later.
      cancelExpiryCheck = schedule(checkExpiry, EXPIRY_GRACE_MS);
      return;
    }
    const result = await client.getSession();
    if (disposed || status.peek() === 'done') return;
    if (result.ok) applySession(result.value, true);
    else cancelExpiryCheck = schedule(checkExpiry, EXPIRY_GRACE_MS);
  }

  /** Re-reads the session after an answer that leaves the outcome unknown. */
  async function reread(messageIfStillOpen: string): Promise<void> {
    const result = await client.getSession();
    if (disposed || status.peek() !== 'paying') return;
    if (!result.ok) {
      showError(result.kind === 'network' ? FORM_MESSAGES.network : FORM_MESSAGES.unavailable);
      return;
    }
    applySession(result.value);
    if (status.peek() === 'paying') showError(messageIfStillOpen);
  }

  async function applyPayment(result: PaymentResult): Promise<void> {
    attemptsLeft.value = result.attempts_left;
    // Without a redirect_url the answer is incomplete: the session says how it ended.
    if ((result.outcome === 'SUCCESS' || result.outcome === 'FAILED') && !result.redirect_url)
      return reread(FORM_MESSAGES.unavailable);
    const url = result.redirect_url ? { url: result.redirect_url } : {};
    const error = result.error ? { error: result.error } : {};
    switch (result.outcome) {
      case 'SUCCESS':
        return end({ kind: 'paid', ...url });
      case 'FAILED':
        return end({ kind: 'closed', state: 'FAILED', ...url, ...error });
      case 'PENDING':
        return startPolling();
      case 'RETRY':
        return offerRetry(result.error);
    }
  }

  async function pay(): Promise<void> {
    if (status.peek() !== 'idle') return;
    const firstInvalid = card.touchAll();
    if (firstInvalid) {
      focus(firstInvalid);
      deps.onOutcome({ kind: 'invalid', field: firstInvalid });
      return;
    }
    batch(() => {
      status.value = 'paying';
      formError.value = null;
    });
    const request: CardPaymentRequest = {
      method: 'CARD',
      card: card.toCardInput(),
      selected_product_ids: order.selectedOptionalIds.peek(),
    };
    const result = await client.pay(request);
    if (disposed || status.peek() !== 'paying') return;
    if (result.ok) return applyPayment(result.value);
    // The request may have reached the server before the connection broke: ask the session.
    if (result.kind === 'network') return reread(FORM_MESSAGES.network);
    if (result.status === 409) return reread(FORM_MESSAGES.unavailable);
    if (result.status === 404) return showError(FORM_MESSAGES.notFound);
    showError(result.status === 400 ? FORM_MESSAGES.rejected : FORM_MESSAGES.unavailable);
  }

  applySession(initialSession);

  return {
    session,
    fields: card.fields,
    scheme: card.scheme,
    securityCodeLength: card.securityCodeLength,
    order,
    status,
    payState: computed(() => {
      switch (status.value) {
        case 'idle':
          return 'ready';
        case 'done':
          return paid.value ? 'paid' : 'closed';
        default:
          return 'busy';
      }
    }),
    formError,
    attemptsLeft,
    focusRequest,
    pay,
    dispose() {
      disposed = true;
      stopTimers();
    },
  };
}

/** The alert once the form will not pay again (the hosted page is usually leaving by then). */
function endMessage(outcome: FinalOutcome): string | null {
  switch (outcome.kind) {
    case 'timed-out':
      return FORM_MESSAGES.expired;
    case 'closed':
      if (outcome.state === 'EXPIRED') return FORM_MESSAGES.expired;
      return outcome.error?.error_message ?? FORM_MESSAGES.failed;
    case 'paid':
      return null;
  }
}
