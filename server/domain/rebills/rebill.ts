import { isPaymentMethod } from '../../../common/methods/payment-methods.ts';
import { instantAfter } from '../../contract/instants.ts';
import type { Config } from '../../platform/config.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { newId, newSecretToken } from '../../platform/ids.ts';
import { type BaseCurrency, withBaseAmount } from '../ledger/base-amount.ts';
import { nextPayment } from '../ledger/next-payment.ts';
import type { PaymentRecord, StoredSubscriptionProduct } from '../ledger/payment-record.ts';
import { findPayment, insertPayment, updatePayment } from '../ledger/payment-store.ts';
import { findMerchantPaymentToken, type StoredPaymentToken } from '../ledger/token-store.ts';
import { merchantRebillRetrySeconds } from '../merchants/merchant-settings-store.ts';
import { merchantBaseCurrency } from '../merchants/merchant-store.ts';
import {
  knownOutcome,
  type ProcessorOutcome,
  recordTransaction,
  type TransactionDraft,
} from '../outcomes/record-transaction.ts';
import type { Processor, ProcessorDecision } from '../processor.ts';
import type { ProcessorRegistry } from '../processors/registry.ts';
import { rebillTaxRule } from '../subscriptions/rebill-tax.ts';
import {
  type SubscriptionClock,
  saveChanged,
  writeChanged,
} from '../subscriptions/save-subscription.ts';
import { addInterval, nextRebillTerms } from '../subscriptions/start-subscriptions.ts';
import { dueAt, nextStatus } from '../subscriptions/subscription-lifecycle.ts';
import type { SubscriptionRecord } from '../subscriptions/subscription-record.ts';
import { tokenDetails } from '../token-charges/subsequent-payment.ts';
import { tokenCard } from '../token-charges/token-card.ts';

// What happens to a subscription when its time comes (subscription-lifecycle.ts's `dueAt`):
// - rebills turned off: the period paid for is over, it is CANCELLED;
// - no card to charge (none kept, or its card-on-file consent revoked): NO_CARD_ON_FILE, nothing
//   charged;
// - otherwise its card on file is charged: a payment of type RECURRING_REBILL naming the
//   subscription (initial_subscription_id), whose SALE goes through the one record path
//   (recordTransaction) with its TRANSACTION postback. Paid (or PENDING, which the
//   processor settles later) it is ACTIVE and the next rebill is one interval after the time this
//   one was due; declined, it is PAST_DUE with retry_at from the retry schedule, or UNPAID when
//   the schedule has no retry left.
// Then a SUBSCRIPTION postback with the new state (save-subscription.ts). All of it in the
// caller's database transaction, on a subscription the caller holds locked.

export const REBILL_EVENT_KINDS = ['rebill', 'trial_end', 'retry', 'expiry', 'no_card'] as const;
export type RebillEventKind = (typeof REBILL_EVENT_KINDS)[number];

/** What happened to one subscription: the answer of a clock's advance lists these. */
export interface RebillEvent {
  kind: RebillEventKind;
  subscriptionId: string;
  /** When it was due: the time it happened on the subscription's clock. */
  at: Date;
  /** Its status after. */
  status: SubscriptionRecord['status'];
  /** The rebill's transaction, its status and code, when a card was charged. */
  transaction?: { transactionId: string; status: string; responseCode: number };
}

export interface RebillDeps {
  processors: ProcessorRegistry;
  /** SANDBOX_PENDING_SETTLE_MS: when a PENDING rebill settles, on the server's clock. */
  pendingSettleMs: number;
}

/** The rebills' deps from the server's. */
export function rebillDepsOf(deps: { processors: ProcessorRegistry; config: Config }): RebillDeps {
  return { processors: deps.processors, pendingSettleMs: deps.config.pendingSettleMs };
}

/**
 * What the rebills of one run read again and again: a clock advance rebills the same subscriptions
 * month after month. The first payments (which never change) are read once a run; the tokens once
 * a batch, so a card-on-file consent revoked meanwhile stops the rebills from the next batch on.
 */
export class RebillReads {
  private readonly payments = new Map<string, PaymentRecord>();
  private readonly baseCurrencies = new Map<string, string>();
  private readonly retrySchedules = new Map<string, readonly number[]>();
  private tokens = new Map<string, StoredPaymentToken | undefined>();

  /** A new batch: its database transaction reads the tokens afresh. */
  startBatch(): void {
    this.tokens = new Map();
  }

  async initialPayment(tx: Queryable, paymentId: string): Promise<PaymentRecord> {
    const known = this.payments.get(paymentId);
    if (known) return known;
    const payment = await findPayment(tx, paymentId);
    // subscriptions.payment_id references payments.
    if (!payment) throw new Error(`[Kassa] subscription of payment ${paymentId} without it`);
    this.payments.set(paymentId, payment);
    return payment;
  }

  /** The merchant's base currency, read once a run (a rebill's base amount is converted to it). */
  async baseCurrency(tx: Queryable, merchantId: string): Promise<string> {
    let code = this.baseCurrencies.get(merchantId);
    if (code === undefined) {
      code = await merchantBaseCurrency(tx, merchantId);
      this.baseCurrencies.set(merchantId, code);
    }
    return code;
  }

  /**
   * Seconds from a declined rebill to each retry, the merchant's schedule (the back office's
   * setting, seeded from SUBSCRIPTION_RETRY_SCHEDULE), read once a run.
   */
  async retrySchedule(tx: Queryable, merchantId: string): Promise<readonly number[]> {
    let schedule = this.retrySchedules.get(merchantId);
    if (schedule === undefined) {
      schedule = await merchantRebillRetrySeconds(tx, merchantId);
      this.retrySchedules.set(merchantId, schedule);
    }
    return schedule;
  }

  /**
   * The token a rebill may charge: none without one, or with its consent revoked. Read once a
   * batch under the token row's lock, which the batch's database transaction holds to its commit:
   * a revocation either commits before the read (no charge) or waits for the batch to commit
   * (token-check.ts, lockUsableToken), so no rebill is charged on a consent already revoked.
   */
  async usableToken(tx: Queryable, s: SubscriptionRecord): Promise<StoredPaymentToken | undefined> {
    if (s.paymentTokenId === null) return undefined;
    let token = this.tokens.get(s.paymentTokenId);
    if (!this.tokens.has(s.paymentTokenId)) {
      token = await findMerchantPaymentToken(tx, s.merchantId, s.paymentTokenId, {
        forShare: true,
      });
      this.tokens.set(s.paymentTokenId, token);
    }
    return token && token.cofConsentRevokedAt === null ? token : undefined;
  }
}

const kindOf = (s: SubscriptionRecord): RebillEventKind =>
  s.status === 'PAST_DUE' ? 'retry' : s.status === 'TRIAL' ? 'trial_end' : 'rebill';

/** The SUBSCRIPTION product a rebill charges: the subscription's terms at its amount, tax inside. */
function rebillProduct(s: SubscriptionRecord): StoredSubscriptionProduct {
  return {
    product_type: 'SUBSCRIPTION',
    product_id: s.productId,
    ...(s.merchantProductId !== null && { merchant_product_id: s.merchantProductId }),
    product_name: s.productName,
    product_description: s.productDescription,
    product_price: s.rebillAmount,
    product_transaction_price: s.rebillAmount,
    is_optional: false,
    is_preselected: false,
    charge_interval: s.chargeInterval,
    charge_interval_value: s.chargeIntervalValue,
    is_trial: s.isTrial,
    ...(s.trialInterval !== null &&
      s.trialIntervalValue !== null && {
        trial_interval: s.trialInterval,
        trial_interval_value: s.trialIntervalValue,
      }),
    rebill_transaction_amount: s.rebillAmount,
    rebill_transaction_currency_code: s.rebillCurrencyCode,
  };
}

/** The RECURRING_REBILL payment and its SALE for `s` on `token`, at `at`. */
function rebillPayment(
  s: SubscriptionRecord,
  initial: PaymentRecord,
  token: StoredPaymentToken,
  at: Date,
  base: BaseCurrency,
): { payment: PaymentRecord; transaction: Omit<TransactionDraft, 'rrn'> } {
  const method = isPaymentMethod(token.paymentMethod) ? token.paymentMethod : 'CARD';
  const products = [rebillProduct(s)];
  const unconverted: PaymentRecord = {
    paymentId: newId('pay'),
    merchantId: s.merchantId,
    paymentType: 'RECURRING_REBILL',
    paymentMethod: method,
    uiMode: 'HOSTED',
    methods: [method],
    state: 'OPEN',
    merchantPaymentId: null,
    merchantCustomerId: s.merchantCustomerId,
    customer: initial.customer,
    amount: s.rebillAmount,
    currencyCode: s.rebillCurrencyCode,
    language: initial.language,
    // The rebill amount holds its tax: the rule is the checkout's percentage, INCLUDED.
    tax: rebillTaxRule(s),
    taxAmount: s.taxAmount,
    successUrl: initial.successUrl,
    failureUrl: initial.failureUrl,
    shopName: initial.shopName,
    shopUrl: initial.shopUrl,
    forced3d: false,
    products,
    paymentFormOverride: null,
    // No shopper and no form: the session is never opened.
    sessionToken: newSecretToken('cs'),
    createdAt: at,
    expiresAt: at,
    attempts: 0,
    lastError: null,
    paymentTokenId: token.paymentTokenId,
    additionalInfo: null,
    initialSubscriptionId: s.subscriptionId,
    baseAmount: null,
    baseCurrencyCode: null,
  };
  const payment = withBaseAmount(unconverted, base);
  const transaction: Omit<TransactionDraft, 'rrn'> = {
    transactionId: newId('trx'),
    paymentId: payment.paymentId,
    merchantId: s.merchantId,
    transactionType: 'SALE',
    amount: s.rebillAmount,
    taxAmount: s.taxAmount,
    currencyCode: s.rebillCurrencyCode,
    paymentMethod: method,
    details: tokenDetails(token),
    cofConsent: 'given',
    paymentContext: {},
    products,
    createdAt: at,
  };
  return { payment, transaction };
}

/** The processor's answer, told of a code set for this one rebill through the sandbox's tools. */
async function decisionFor(
  processor: Processor,
  s: SubscriptionRecord,
  token: StoredPaymentToken,
  at: Date,
): Promise<ProcessorDecision> {
  return processor.rebill({
    card: tokenCard(token),
    expiryMonth: token.expiryMonth,
    expiryYear: token.expiryYear,
    retry: s.retryCount,
    amount: s.rebillAmount,
    currencyCode: s.rebillCurrencyCode,
    forcedCode: s.nextRebillCode ?? undefined,
    now: at,
  });
}

/** The subscription after a charge that ended with `status`, due at `due`. */
function afterCharge(
  s: SubscriptionRecord,
  status: string,
  due: Date,
  at: Date,
  schedule: readonly number[],
): SubscriptionRecord {
  if (status === 'SUCCESS' || status === 'PENDING') {
    return {
      ...s,
      status: nextStatus(s.status, 'rebill_paid'),
      ...nextRebillTerms(
        after(due, at, (from) => addInterval(from, s.chargeInterval, s.chargeIntervalValue)),
      ),
      retryAt: null,
      retryCount: 0,
    };
  }
  const wait = schedule[s.retryCount];
  // A retry past the calendar's last instant is no retry: the schedule is spent.
  const retryAt =
    wait === undefined ? undefined : after(due, at, (from) => instantAfter(from, wait * 1000));
  if (retryAt === undefined) {
    return {
      ...nextOf(s, 'retries_spent'),
      retryCount: s.retryCount + 1,
      expiresAt: at,
    };
  }
  return {
    ...s,
    status: nextStatus(s.status, 'rebill_declined'),
    retryAt,
    retryCount: s.retryCount + 1,
  };
}

/**
 * The next time counted from when this one was due, so the schedule does not drift by how late a
 * run came; counted from now when even that is past (the server was stopped for a while), so
 * periods missed meanwhile are not charged one after another. Undefined past the calendar's end.
 */
function after(due: Date, at: Date, step: (from: Date) => Date | undefined): Date | undefined {
  const next = step(due);
  return next !== undefined && next.getTime() > at.getTime() ? next : step(at);
}

/** An ending event: rebills stop, and the subscription ends now. */
function nextOf(s: SubscriptionRecord, event: 'retries_spent' | 'no_card'): SubscriptionRecord {
  return { ...s, status: nextStatus(s.status, event), isRebillEnabled: false, retryAt: null };
}

/**
 * Does what is due for `s` (locked by the caller) at `clock.at`, the time it was due on its clock
 * or later; answers what happened. `due` is when it was due (its dueAt; a rebill asked for now
 * is due now).
 */
export async function runDue(
  tx: Queryable,
  s: SubscriptionRecord,
  clock: SubscriptionClock,
  deps: RebillDeps,
  reads: RebillReads,
  due: Date | null = dueAt(s),
): Promise<{ event: RebillEvent; saved: SubscriptionRecord }> {
  if (due === null) throw new Error(`[Kassa] subscription ${s.subscriptionId} has ended`);
  const at = clock.at;
  const ran = (kind: RebillEventKind, saved: SubscriptionRecord) => ({
    event: { kind, subscriptionId: s.subscriptionId, at, status: saved.status },
    saved,
  });
  if (!s.isRebillEnabled) {
    // Only TRIAL and ACTIVE keep living with rebills off (change-subscription.ts): to the end of
    // the period paid for, which is now.
    const saved = await saveChanged(
      tx,
      { ...s, status: nextStatus(s.status, 'period_end') },
      clock,
    );
    return ran('expiry', saved);
  }
  const token = await reads.usableToken(tx, s);
  if (!token) {
    const saved = await saveChanged(tx, { ...nextOf(s, 'no_card'), expiresAt: at }, clock);
    return ran('no_card', saved);
  }
  const initial = await reads.initialPayment(tx, s.paymentId);
  const base = {
    code: await reads.baseCurrency(tx, s.merchantId),
    rate: deps.processors.network.exchangeRate,
  };
  const { payment, transaction } = rebillPayment(s, initial, token, at, base);
  // The card on file is charged where it was kept: the processor that issued the token.
  const retrySchedule = await reads.retrySchedule(tx, s.merchantId);
  const processor = await deps.processors.reach(tx, s.merchantId, token.processorId);
  const decision = await decisionFor(processor, s, token, at);
  const outcome: ProcessorOutcome = {
    code: decision.code,
    processorResponseText: decision.processorResponseText,
    // A PENDING rebill settles on the server's clock, as any pending payment does.
    settle: decision.settle && {
      at: new Date(clock.sendAt.getTime() + deps.pendingSettleMs),
      code: decision.settle.code,
    },
  };
  // The payment is written before its transaction, then moved on by the outcome recorded
  // (nextPayment, as for any attempt), which is the processor's unless a negative entry blocks it.
  await insertPayment(tx, payment);
  let saved: SubscriptionRecord = s;
  const recorded = await recordTransaction(tx, {
    payment,
    transaction: { ...transaction, rrn: decision.rrn },
    outcome,
    now: at,
    stored: false,
    processor,
    sendAt: clock.sendAt,
    alongside: async (charged, q) => {
      const { code } = knownOutcome({
        code: charged.responseCode,
        processorResponseText: charged.processorResponseText,
      });
      const paid = nextPayment(payment, code, 'attempt');
      await updatePayment(q, paid.paymentId, paid);
      return paid;
    },
    // The subscription's next version, its SUBSCRIPTION postback right after the TRANSACTION one.
    followedBy: async ({ transaction: charged }, q) => {
      const next = afterCharge(s, charged.status, due, at, retrySchedule);
      const written = await writeChanged(
        q,
        {
          ...next,
          retryTotalCount: s.retryTotalCount + 1,
          lastTransactionId: charged.transactionId,
          nextRebillCode: null,
        },
        clock,
      );
      saved = written.saved;
      return [written.postback];
    },
  });
  const charged = recorded.transaction;
  const { event } = ran(kindOf(s), saved);
  return {
    event: {
      ...event,
      transaction: {
        transactionId: charged.transactionId,
        status: charged.status,
        responseCode: charged.responseCode,
      },
    },
    saved,
  };
}
