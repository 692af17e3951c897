// The payment flow (flow-model.ts) as its users see it: where it is, as one discriminated union,
// what it needs, what it offers, and what the view derives from its state (the pay button, the
// alert once it has ended).
import type { ReadonlySignal } from '@preact/signals';
import type { PaymentAction, SessionView } from '../../../common/contract/session-api.ts';
import type { FormMessages } from '../../messages/form-messages.ts';
import { messageOnEnd } from '../decline-advice-chunk.ts';
import type { MethodModel } from '../method-model.ts';
import type { Order } from '../order.ts';
import type { CheckoutOutcome } from '../outcome.ts';
import type { Schedule } from '../schedule.ts';
import type { ActionScreenLoader, ActionScreens } from './action-screens.ts';

/** The outcomes after which the form never pays again. */
export type FinalOutcome = Extract<
  CheckoutOutcome,
  { kind: 'paid' | 'closed' | 'timed-out' | 'unfinishable' }
>;

export type FlowState =
  /** The shopper may pay with the active method. */
  | { step: 'ready' }
  /** The payment request is on its way. */
  | { step: 'submitting' }
  /** The shopper acts on the action's screen (`screen` loads it) while the session is polled. */
  | { step: 'action'; action: PaymentAction; screen: ActionScreenLoader }
  /** The processor answers later: the session is polled until it is decided. */
  | { step: 'polling' }
  /** The form will not pay again. */
  | { step: 'ended'; outcome: FinalOutcome };

export type CheckoutStatus = 'idle' | 'paying' | 'pending' | 'done';

/** What the pay button offers: pay, wait, nothing more (paid), nothing more (closed unpaid). */
export type PayState = 'ready' | 'busy' | 'paid' | 'closed';

export interface FlowDeps {
  /**
   * Called once per payment attempt with what it came to, and whenever the session ends on its
   * own (already over when loaded, timed out). The hosted page navigates to `exitUrl(outcome)`;
   * the embedded form posts a TResult to the merchant page. The flow behaves the same either way.
   */
  onOutcome(outcome: CheckoutOutcome): void;
  schedule?: Schedule;
  /** How often to re-read a PENDING payment's session. */
  pollIntervalMs?: number;
  /**
   * The delay before the next read of the session in `state`, asked once per read; undefined for
   * pollIntervalMs. The alternative methods' schedule by their step's age (apm/poll-delay.ts).
   */
  pollDelay?(state: FlowState): number | undefined;
  /** The screens for ACTION answers, by flow kind (tests inject their own). */
  actionScreens?: ActionScreens;
  /**
   * Calls `onReturn` whenever the shopper comes back to the form (its page shown again, its window
   * focused: hosted/page-return.ts); answers a function that stops. An idle form then reads its
   * session at once instead of waiting for expires_at: the session may have ended meanwhile (a
   * sandbox session ended by POST /sandbox/api/sessions/{token}/expire, a device that slept).
   */
  watchReturn?(onReturn: () => void): () => void;
  /** The page's translator: the form's own texts (alerts, field errors) are in its language. */
  messages: FormMessages;
}

export interface PaymentFlow<M extends MethodModel> {
  session: ReadonlySignal<SessionView>;
  order: Order;
  state: ReadonlySignal<FlowState>;
  status: ReadonlySignal<CheckoutStatus>;
  payState: ReadonlySignal<PayState>;
  /** The message for the whole form (decline, network failure), or null. */
  formError: ReadonlySignal<string | null>;
  attemptsLeft: ReadonlySignal<number>;
  /** The method the shopper pays with; the first of `methods` until another is chosen. */
  method: ReadonlySignal<M>;
  methods: readonly M[];
  /** Switches method while the form is ready to pay. */
  choose(method: M): void;
  /**
   * The last attempt was declined and the checkout has other methods than the one it used: the
   * form offers them beside the decline's message.
   */
  anotherMethodOffered: ReadonlySignal<boolean>;
  /** The shopper asks for another method: the method list takes focus (methodListFocus). */
  chooseAnotherMethod(): void;
  /** Changes each time the method list should take focus (the list's view focuses its choice). */
  methodListFocus: ReadonlySignal<number>;
  pay(): Promise<void>;
  /**
   * The shopper gives up the step on the action's screen (3-D Secure: Cancel or Escape; an
   * alternative method's "Pay another way"): the session is OPEN again, the methods offered.
   */
  cancelAction(): Promise<void>;
  /**
   * Pays once with another method than the chosen one, which stays chosen: a wallet's button
   * (src/wallet/) hands the flow a method that sends the wallet's token.
   */
  payWith(method: MethodModel): Promise<void>;
  dispose(): void;
}

const STATUS: Readonly<Record<FlowState['step'], CheckoutStatus>> = {
  ready: 'idle',
  submitting: 'paying',
  action: 'pending',
  polling: 'pending',
  ended: 'done',
};

export const statusOf = (state: FlowState): CheckoutStatus => STATUS[state.step];

export function payStateOf(state: FlowState): PayState {
  if (state.step === 'ready') return 'ready';
  if (state.step !== 'ended') return 'busy';
  return state.outcome.kind === 'paid' ? 'paid' : 'closed';
}

/** The alert once the form will not pay again (the hosted page is usually leaving by then). */
export function endMessage(t: FormMessages, outcome: FinalOutcome): string | null {
  switch (outcome.kind) {
    case 'timed-out':
      return t('session.expired');
    case 'closed':
      if (outcome.state === 'EXPIRED') return t('session.expired');
      return outcome.error ? messageOnEnd(t, outcome.error) : t('session.failed');
    case 'unfinishable':
      return outcome.message;
    case 'paid':
      return null;
  }
}
