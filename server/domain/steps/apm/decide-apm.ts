import { englishMethodName } from '../../../../common/methods/method-name-english.ts';
import { findTransaction } from '../../ledger/transaction-store.ts';
import { applyOutcome } from '../../outcomes/apply-outcome.ts';
import type { ProcessorRegistry } from '../../processors/registry.ts';
import { decideStep, type StepDeps, type StepKind, type StepResult } from '../pending-step.ts';
import { apmAction } from './apm-step.ts';
import {
  type ApmPaymentRecord,
  type ApmState,
  claimDueApmPayment,
  decideApmPayment,
  findApmPayment,
  findOpenApmPayment,
  scheduleAutoPay,
} from './apm-store.ts';

// An alternative payment's step is decided once: on the sandbox provider page (approve, decline),
// by the shopper's cancel on the form, by the sandbox paying it by itself (a voucher, a step left
// pending) or by its expiry. It is one kind of pending shopper step (../pending-step.ts), which
// decides once under the payment's and the step's locks, so two tabs approving at once pay once.
// What is its own is here: the codes, "leave pending", and the PENDING SALE finished through
// applyOutcome, the one path from a code to state and postbacks.

/** Codes of the decisions (spec: Response codes). */
export const APM_CODES = {
  approved: 1000,
  /** Declined at the provider, or cancelled by the shopper on the form: another method may follow. */
  declined: 2000,
  /** Not completed in time: the provider gave up (spec: 2904 Timeout). */
  expired: 2904,
} as const;

export interface DecideDeps extends StepDeps {
  processors: ProcessorRegistry;
  /** SANDBOX_APM_AUTO_PAY_SECONDS, for a step left pending. */
  autoPaySeconds: number;
}

export type ApmAnswer =
  | { readonly kind: 'approve' }
  | { readonly kind: 'decline'; readonly how?: string }
  | { readonly kind: 'leave_pending' }
  | { readonly kind: 'cancel' }
  /** The clock's turn: pays or expires the step when its time has come, else changes nothing. */
  | { readonly kind: 'due' };

/** Left pending: the sandbox pays it at row.autoPayAt unless it expires first. */
export interface LeftPending {
  readonly kind: 'pending';
  readonly row: ApmPaymentRecord;
}

export type ApmDecideResult = StepResult<ApmPaymentRecord, LeftPending>;

interface Decision {
  state: Exclude<ApmState, 'OPEN'>;
  code: number;
  how: string;
}

/** What the clock decides of an open step at `now`, if anything. */
function dueDecision(row: ApmPaymentRecord, now: Date): Decision | null {
  const { autoPayAt, expiresAt } = row;
  if (autoPayAt && now >= autoPayAt && autoPayAt < expiresAt) {
    return {
      state: 'APPROVED',
      code: APM_CODES.approved,
      how: 'paid by the sandbox after pending',
    };
  }
  if (now >= expiresAt) {
    return { state: 'EXPIRED', code: APM_CODES.expired, how: 'not completed in time' };
  }
  return null;
}

/** Whether the clock has something to decide of `row` at `now` (read without a lock first). */
export function isDue(row: ApmPaymentRecord, now: Date): boolean {
  return row.state === 'OPEN' && dueDecision(row, now) !== null;
}

function answerDecision(answer: ApmAnswer): Decision | 'leave_pending' | null {
  switch (answer.kind) {
    case 'approve':
      return { state: 'APPROVED', code: APM_CODES.approved, how: 'approved by the shopper' };
    case 'decline':
      return {
        state: 'DECLINED',
        code: APM_CODES.declined,
        how: answer.how ?? 'declined by the shopper',
      };
    case 'cancel':
      return {
        state: 'CANCELLED',
        code: APM_CODES.declined,
        how: 'cancelled by the shopper on the form',
      };
    case 'leave_pending':
      return 'leave_pending';
    case 'due':
      return null;
  }
}

/** An alternative method's step as a pending shopper step (../pending-step.ts). */
export function apmStep(
  deps: Pick<DecideDeps, 'processors' | 'autoPaySeconds'>,
): StepKind<ApmPaymentRecord, ApmAnswer, LeftPending> {
  return {
    name: 'alternative payment',
    find: findApmPayment,
    findOpen: findOpenApmPayment,
    claimDue: claimDueApmPayment,
    idOf: (row) => row.apmPaymentId,
    paymentIdOf: (row) => row.paymentId,
    isDue,
    due: { kind: 'due' },
    cancel: { kind: 'cancel' },
    action: apmAction,
    async decide(tx, { payment, row, answer, now }): Promise<ApmDecideResult> {
      // What the clock has decided already comes first: a late click changes nothing.
      const decision = dueDecision(row, now) ?? answerDecision(answer);
      if (decision === null) return { kind: 'unchanged', row };
      if (decision === 'leave_pending') {
        const autoPayAt = row.autoPayAt ?? new Date(now.getTime() + deps.autoPaySeconds * 1000);
        await scheduleAutoPay(tx, { apmPaymentId: row.apmPaymentId, autoPayAt });
        return { kind: 'pending', row: { ...row, autoPayAt } };
      }
      const transaction = await findTransaction(tx, row.transactionId, { forUpdate: true });
      if (!transaction) throw new Error(`[Kassa] APM step ${row.transactionId} has no transaction`);
      const decided: ApmPaymentRecord = { ...row, state: decision.state, decidedAt: now };
      await decideApmPayment(tx, decided);
      // The provider that opened the step decides it.
      const { merchantId, processorId } = transaction;
      const provider = await deps.processors.reach(tx, merchantId, processorId);
      const applied = await applyOutcome(tx, {
        payment,
        transaction,
        source: 'provider',
        outcome: {
          code: decision.code,
          processorResponseText: provider.followUpText({
            kind: 'provided',
            method: englishMethodName(row.paymentMethod),
            how: decision.how,
          }),
        },
        now,
        processor: provider,
      });
      return { kind: 'decided', row: decided, payment: applied.payment };
    },
  };
}

export function decideApm(
  deps: DecideDeps,
  apmPaymentId: string,
  answer: ApmAnswer,
): Promise<ApmDecideResult> {
  return decideStep(deps, apmStep(deps), apmPaymentId, answer);
}
