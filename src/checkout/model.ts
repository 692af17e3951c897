// The checkout form's model: card fields, order, and the payment flow against the session API.
// Components read its signals and call pay(); every decision about the flow is made here.
import { batch, type ReadonlySignal, signal } from '@preact/signals';
import type { ApiClient } from './api-client.ts';
import { type CardField, type CardFields, createCardFields } from './card-fields.ts';
import { FORM_MESSAGES } from './field-messages.ts';
import { createOrder, type Order } from './order.ts';
import { type Schedule, scheduleWithTimers } from './schedule.ts';
import type {
  CardPaymentRequest,
  PaymentResult,
  SessionState,
  SessionView,
} from './session-api.ts';

export type CheckoutStatus = 'idle' | 'paying' | 'pending' | 'done';

/** Asks the view to move focus; `seq` changes on every request so a repeat still moves it. */
export interface FocusRequest {
  target: CardField;
  seq: number;
}

export interface CheckoutDeps {
  /** Leaves the form for `url` (the hosted page assigns location; the embed reports a result). */
  navigate(url: string): void;
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
  /** The message for the whole form (decline, network failure), or null. */
  formError: ReadonlySignal<string | null>;
  attemptsLeft: ReadonlySignal<number>;
  focusRequest: ReadonlySignal<FocusRequest | null>;
  pay(): Promise<void>;
  dispose(): void;
}

const TERMINAL_STATES: ReadonlySet<SessionState> = new Set(['SUCCEEDED', 'FAILED', 'EXPIRED']);
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

  function leave(url: string): void {
    stopTimers();
    status.value = 'done';
    deps.navigate(url);
  }

  function focus(target: CardField): void {
    focusRequest.value = { target, seq: (focusRequest.peek()?.seq ?? 0) + 1 };
  }

  function offerRetry(message: string): void {
    batch(() => {
      status.value = 'idle';
      formError.value = message;
      card.clearSecurityCode();
      // The code was cleared and is needed again; the alert itself is announced by its live region.
      focus('security_code');
    });
  }

  function showError(message: string): void {
    batch(() => {
      status.value = 'idle';
      formError.value = message;
    });
  }

  /** Acts on a fresh view of the session: leave when it is over, poll while it is processing. */
  function applySession(view: SessionView): void {
    batch(() => {
      session.value = view;
      attemptsLeft.value = view.attempts_left;
    });
    if (TERMINAL_STATES.has(view.state)) {
      if (view.redirect_url) leave(view.redirect_url);
      else {
        stopTimers();
        status.value = 'done';
        formError.value = FORM_MESSAGES.unavailable;
      }
      return;
    }
    if (view.state === 'PROCESSING') {
      startPolling();
      return;
    }
    // OPEN again after a pending attempt: it was declined, and the shopper may try again.
    if (status.peek() === 'pending')
      offerRetry(view.last_error?.error_message ?? FORM_MESSAGES.declined);
    scheduleExpiryCheck(view);
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
    if (result.ok) applySession(result.value);
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
    switch (result.outcome) {
      case 'SUCCESS':
      case 'FAILED':
        if (result.redirect_url) leave(result.redirect_url);
        else await reread(FORM_MESSAGES.unavailable);
        return;
      case 'PENDING':
        startPolling();
        return;
      case 'RETRY':
        offerRetry(result.error?.error_message ?? FORM_MESSAGES.declined);
        return;
    }
  }

  async function pay(): Promise<void> {
    if (status.peek() !== 'idle') return;
    const firstInvalid = card.touchAll();
    if (firstInvalid) {
      focus(firstInvalid);
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
