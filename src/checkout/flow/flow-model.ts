// The payment flow, whatever the method: choose a method → submit → (action) → poll → end. It owns
// the session, the order, the attempts, polling, the session's time limit and the end; the active
// method model checks its own fields and builds its own request. Components read its signals and
// call pay(); what the page around the form does with an outcome (navigate, post to the merchant
// page) is injected.
import { batch, computed, signal } from '@preact/signals';
import type {
  PaymentAction,
  PaymentResult,
  SessionView,
  ShopperError,
} from '../../../common/contract/session-api.ts';
import type { ApiClient, ApiErrorEntry } from '../api-client.ts';
import { adviceOnDecline, loadDeclineAdvice } from '../decline-advice-chunk.ts';
import type { MethodModel } from '../method-model.ts';
import { createOrder } from '../order.ts';
import { scheduleWithTimers } from '../schedule.ts';
import { ACTION_SCREENS } from './action-screens.ts';
import {
  endMessage,
  type FinalOutcome,
  type FlowDeps,
  type FlowState,
  type PaymentFlow,
  payStateOf,
  statusOf,
} from './flow-state.ts';
import type { RequestPart } from './request-part.ts';

/** Ask a moment after expires_at so the server has certainly closed the session. */
const EXPIRY_GRACE_MS = 1000;

export function createPaymentFlow<M extends MethodModel>(
  initialSession: SessionView,
  client: ApiClient,
  methods: readonly [M, ...M[]],
  deps: FlowDeps,
  /** What the form asks besides the method's fields (flow/request-part.ts), in form order. */
  parts: readonly RequestPart[] = [],
): PaymentFlow<M> {
  const t = deps.messages;
  const schedule = deps.schedule ?? scheduleWithTimers;
  const pollIntervalMs = deps.pollIntervalMs ?? 1000;
  const screens = deps.actionScreens ?? ACTION_SCREENS;

  const session = signal(initialSession);
  const state = signal<FlowState>({ step: 'ready' });
  const formError = signal<string | null>(null);
  const attemptsLeft = signal(initialSession.attempts_left);
  const method = signal<M>(methods[0]);
  /** The method of the last attempt, when it was declined (the form may offer the others). */
  const declinedWith = signal<MethodModel | null>(null);
  const methodListFocus = signal(0);
  /** The method of the latest attempt: the chosen one, or a wallet's for its button (payWith). */
  let paying: MethodModel = methods[0];
  const order = createOrder(initialSession, deps.messages);

  let cancelPoll: (() => void) | null = null;
  let cancelExpiryCheck: (() => void) | null = null;
  let stopWatchingReturn: (() => void) | undefined;
  /** A read of the session for its expiry is under way (one at a time). */
  let checkingExpiry = false;
  let disposed = false;

  const step = (): FlowState['step'] => state.peek().step;
  const waiting = (): boolean => step() === 'polling' || step() === 'action';

  function stopTimers(): void {
    cancelPoll?.();
    cancelExpiryCheck?.();
    stopWatchingReturn?.();
    cancelPoll = null;
    cancelExpiryCheck = null;
    stopWatchingReturn = undefined;
  }

  /** The form will not pay again: say why (or that it is paid) and report the outcome. */
  function end(outcome: FinalOutcome): void {
    stopTimers();
    batch(() => {
      state.value = { step: 'ended', outcome };
      formError.value = endMessage(t, outcome);
    });
    deps.onOutcome(outcome);
  }

  function offerRetry(error: ShopperError | undefined): void {
    // What the shopper can do next, by the decline's code; the field it blames is marked.
    const advice = adviceOnDecline(t, error, paying.kind);
    const { message } = advice;
    batch(() => {
      state.value = { step: 'ready' };
      formError.value = message;
      declinedWith.value = paying;
      paying.onDeclined(advice);
    });
    deps.onOutcome({ kind: 'declined', message, ...(error && { error }) });
  }

  /**
   * The answer to a request made while a payment is under way, once the decline advice's chunk
   * (decline-advice-chunk.ts), loading beside it, is in too: a decline in the answer is then told
   * at once and whole, with no state between the answer and its words.
   */
  async function withDeclineAdvice<T>(answer: Promise<T>): Promise<T> {
    const [result] = await Promise.all([answer, loadDeclineAdvice()]);
    return result;
  }

  function showError(message: string): void {
    batch(() => {
      state.value = { step: 'ready' };
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
        // The shopper has a step to take (a 3-D Secure challenge open): a form loaded again, or
        // one that only polled, shows that step's screen instead of waiting blind. Without a
        // screen for it here the form polls on: the step may be finished elsewhere.
        if (view.action && step() !== 'action' && screens[view.action.kind])
          startAction(view.action);
        // Still deciding; an action on screen stays there while the session is polled.
        else startPolling(waiting() && state.peek());
        return;
      case 'OPEN':
        // OPEN again after a pending attempt: it was declined, and the shopper may try again.
        if (waiting()) offerRetry(view.last_error);
        scheduleExpiryCheck(view);
    }
  }

  /** Polls every pollIntervalMs, re-armed after each answer so two reads never overlap. */
  function startPolling(during: FlowState | false = false): void {
    batch(() => {
      state.value = during || { step: 'polling' };
      formError.value = null;
    });
    cancelPoll?.();
    schedulePoll();
  }

  /** The next read: after deps.pollDelay's delay for this state (an APM step's), else pollIntervalMs. */
  function schedulePoll(): void {
    cancelPoll = schedule(poll, deps.pollDelay?.(state.peek()) ?? pollIntervalMs);
  }

  async function poll(): Promise<void> {
    cancelPoll = null;
    const result = await withDeclineAdvice(client.getSession());
    if (disposed || !waiting()) return;
    if (result.ok) applySession(result.value);
    else if (result.kind === 'http' && result.status === 404) showError(t('link.invalid'));
    else schedulePoll();
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
    if (step() !== 'ready') {
      // A payment is under way; its answer decides where the shopper goes. Look again later.
      cancelExpiryCheck = schedule(checkExpiry, EXPIRY_GRACE_MS);
      return;
    }
    checkingExpiry = true;
    const result = await client.getSession();
    checkingExpiry = false;
    if (disposed || step() === 'ended') return;
    if (result.ok) applySession(result.value, true);
    else cancelExpiryCheck = schedule(checkExpiry, EXPIRY_GRACE_MS);
  }

  /** The shopper is back: an idle form looks now whether its session is still open. */
  function lookOnReturn(): void {
    if (disposed || step() !== 'ready' || checkingExpiry) return;
    cancelExpiryCheck?.();
    void checkExpiry();
  }

  /** Re-reads the session after an answer that leaves the outcome unknown. */
  async function reread(messageIfStillOpen: string): Promise<void> {
    const result = await client.getSession();
    if (disposed || step() !== 'submitting') return;
    if (!result.ok) {
      showError(result.kind === 'network' ? t('form.error.network') : t('form.error.unavailable'));
      return;
    }
    applySession(result.value);
    if (step() === 'submitting') showError(messageIfStillOpen);
  }

  /** An ACTION answer: its screen, chosen by kind, or a clear end when this form has none. */
  function startAction(action: PaymentAction): void {
    const screen = screens[action.kind];
    if (screen) startPolling({ step: 'action', action, screen });
    // The payment cannot go on here; the shopper reads the same words as for any failed payment.
    else end({ kind: 'unfinishable', action: action.kind, message: t('session.failed') });
  }

  async function applyPayment(result: PaymentResult): Promise<void> {
    attemptsLeft.value = result.attempts_left;
    switch (result.outcome) {
      case 'SUCCESS':
      case 'FAILED': {
        // Without a redirect_url the answer is incomplete: the session says how it ended.
        if (!result.redirect_url) return reread(t('form.error.unavailable'));
        const url = result.redirect_url;
        if (result.outcome === 'SUCCESS') return end({ kind: 'paid', url });
        return end({
          kind: 'closed',
          state: 'FAILED',
          url,
          ...(result.error && { error: result.error }),
        });
      }
      case 'PENDING':
        return startPolling();
      case 'RETRY':
        return offerRetry(result.error);
      case 'ACTION':
        return startAction(result.action);
    }
  }

  /**
   * The shopper gave up the action's step (3-D Secure: Cancel or Escape; an alternative method's
   * "Pay another way"). The server declines it and answers the attempt's result (usually RETRY),
   * which the form shows at once; on 409 (no step open: decided a moment ago) or a failed request
   * the poll, still running, says how it ended.
   */
  async function cancelAction(): Promise<void> {
    const open = state.peek();
    if (open.step !== 'action') return;
    const result = await withDeclineAdvice(client.cancelAction(open.action.kind));
    if (!disposed && step() === 'action' && result.ok) await applyPayment(result.value);
  }

  /** Every field's problem is shown; focus goes to the first, parts (above the method) first. */
  function firstInvalidField(active: MethodModel): string | null {
    let first: string | null = null;
    for (const part of parts) first ??= part.validate(first === null);
    const methodInvalid = active.validate(first === null);
    return first ?? methodInvalid;
  }

  /** A 400: by the fields it names when a part owns them, else in the form's alert. */
  function showRejected(errors: readonly ApiErrorEntry[]): void {
    // Every part is told (no short cut): each shows what names its own fields.
    const shown = parts.map((part) => part.showErrors(errors)).includes(true);
    showError(shown ? t('form.error.details_rejected') : t('form.error.rejected'));
  }

  /** Pays with `active` for this attempt; the chosen method stays chosen (a wallet's button). */
  async function payWith(active: MethodModel): Promise<void> {
    if (step() !== 'ready') return;
    const firstInvalid = firstInvalidField(active);
    if (firstInvalid) {
      deps.onOutcome({ kind: 'invalid', field: firstInvalid });
      return;
    }
    paying = active;
    batch(() => {
      state.value = { step: 'submitting' };
      formError.value = null;
      declinedWith.value = null;
    });
    const request = parts.reduce(
      (built, part) => part.addTo(built),
      active.buildRequest(order.selectedOptionalIds.peek()),
    );
    const result = await withDeclineAdvice(client.pay(request));
    if (disposed || step() !== 'submitting') return;
    if (result.ok) return applyPayment(result.value);
    // The request may have reached the server before the connection broke: ask the session.
    if (result.kind === 'network') return reread(t('form.error.network'));
    if (result.status === 409) return reread(t('form.error.unavailable'));
    if (result.status === 404) return showError(t('link.invalid'));
    if (result.status === 400) return showRejected(result.errors);
    showError(t('form.error.unavailable'));
  }

  // Before the first view: a session already over ends the flow, which stops watching again.
  stopWatchingReturn = deps.watchReturn?.(lookOnReturn);
  applySession(initialSession);

  return {
    session,
    order,
    state,
    status: computed(() => statusOf(state.value)),
    payState: computed(() => payStateOf(state.value)),
    formError,
    attemptsLeft,
    method,
    methods,
    choose(next) {
      if (step() === 'ready' && methods.includes(next)) method.value = next;
    },
    anotherMethodOffered: computed(() => {
      const declined = declinedWith.value;
      return (
        declined !== null &&
        formError.value !== null &&
        state.value.step === 'ready' &&
        methods.some((other) => other !== declined)
      );
    }),
    chooseAnotherMethod() {
      methodListFocus.value += 1;
    },
    methodListFocus,
    pay: () => payWith(method.peek()),
    payWith,
    cancelAction,
    dispose() {
      disposed = true;
      stopTimers();
    },
  };
}
