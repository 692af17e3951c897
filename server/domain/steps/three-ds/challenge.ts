import { randomInt } from 'node:crypto';
import type { Queryable } from '../../../platform/db/database.ts';
import { writeBatch } from '../../../platform/db/write-batch.ts';
import { newSecretToken } from '../../../platform/ids.ts';
import type { PaymentRecord } from '../../ledger/payment-record.ts';
import { insertPayment, updatePayment } from '../../ledger/payment-store.ts';
import type { ChallengeEnd } from '../../processor.ts';
import type { ProcessorRegistry } from '../../processors/registry.ts';
import { decideStep, type StepDeps, type StepKind, type StepResult } from '../pending-step.ts';
import {
  type ChallengeRecord,
  type ChallengeState,
  claimDueChallenge,
  findChallenge,
  findOpenChallenge,
  insertChallenge,
  type PendingSale,
  updateChallenge,
} from './challenge-store.ts';
import { challengeUrl } from './challenge-url.ts';
import { recordAuthentication } from './record-authentication.ts';

// A 3-D Secure challenge's life: opened by a card attempt, decided once — on the ACS page
// (Approve, Deny, three wrong codes), by the form's Cancel, or by the timeout — and then closed.
// It is one kind of pending shopper step (../pending-step.ts), which decides once under the
// payment's and the challenge's locks; what is its own is here: the one-time code and its tries,
// and the issuer (the processor that held the SALE) giving the code the authentication ends with.

/** Wrong one-time codes before the challenge fails with 1331. */
export const MAX_WRONG_CODES = 3;

export interface ChallengeDeps extends StepDeps {
  processors: ProcessorRegistry;
  pendingSettleMs: number;
}

export interface OpenChallengeInput {
  payment: PaymentRecord;
  sale: PendingSale;
  authenticatedSale: { code: number; text: string };
  now: Date;
  /** THREE_DS_CHALLENGE_SECONDS; the session's own expiry is the later limit it cannot pass. */
  challengeSeconds: number;
  /** The payment is not written yet (a CIT): it is inserted PROCESSING with its challenge. */
  newPayment: boolean;
}

/** Opens the challenge and leaves the payment PROCESSING until it is decided. Returns its id. */
export async function openChallenge(tx: Queryable, input: OpenChallengeInput): Promise<string> {
  const { payment, now } = input;
  // The challenge and the payment's state leave as one statement (write-batch.ts).
  const batch = writeBatch(tx);
  const challengeId = newSecretToken('acs');
  const until = Math.min(
    now.getTime() + input.challengeSeconds * 1000,
    payment.expiresAt.getTime(),
  );
  await insertChallenge(batch, {
    challengeId,
    state: 'OPEN',
    oneTimeCode: String(randomInt(1_000_000)).padStart(6, '0'),
    wrongCodes: 0,
    expiresAt: new Date(until),
    saleCode: input.authenticatedSale.code,
    saleResponseText: input.authenticatedSale.text,
    sale: input.sale,
    decidedAt: null,
  });
  const processing: PaymentRecord = { ...payment, state: 'PROCESSING' };
  if (input.newPayment) await insertPayment(batch, processing);
  else await updatePayment(batch, payment.paymentId, processing);
  await batch.flush();
  return challengeId;
}

export type ChallengeAnswer =
  | { readonly kind: 'approve'; readonly code: string }
  | { readonly kind: 'deny' }
  | { readonly kind: 'cancel' }
  | { readonly kind: 'timeout' };

/** A wrong one-time code: the challenge stays open while tries are left. */
export interface WrongCode {
  readonly kind: 'wrong-code';
  readonly triesLeft: number;
}

export type DecideResult = StepResult<ChallengeRecord, WrongCode>;

interface Decision {
  state: Exclude<ChallengeState, 'OPEN'>;
  /** What the issuer is told of how the challenge ended. */
  end: ChallengeEnd;
}

function decisionFor(
  answer: ChallengeAnswer,
  challenge: ChallengeRecord,
  now: Date,
): Decision | 'wrong-code' | 'not-due' {
  const late = now >= challenge.expiresAt;
  const timedOut: Decision = { state: 'TIMED_OUT', end: { kind: 'timed-out' } };
  switch (answer.kind) {
    case 'timeout':
      return late ? timedOut : 'not-due';
    case 'cancel':
      return { state: 'CANCELLED', end: { kind: 'cancelled' } };
    case 'deny':
      if (late) return timedOut;
      return { state: 'DENIED', end: { kind: 'denied' } };
    case 'approve':
      if (late) return timedOut;
      if (answer.code.trim() === challenge.oneTimeCode) {
        return { state: 'APPROVED', end: { kind: 'approved' } };
      }
      if (challenge.wrongCodes + 1 < MAX_WRONG_CODES) return 'wrong-code';
      return { state: 'FAILED', end: { kind: 'failed', wrongCodes: MAX_WRONG_CODES } };
  }
}

/** The 3-D Secure challenge as a pending shopper step (../pending-step.ts). */
export function threeDsStep(
  deps: Pick<ChallengeDeps, 'processors' | 'pendingSettleMs'>,
): StepKind<ChallengeRecord, ChallengeAnswer, WrongCode> {
  return {
    name: '3-D Secure challenge',
    find: findChallenge,
    findOpen: findOpenChallenge,
    claimDue: claimDueChallenge,
    idOf: (challenge) => challenge.challengeId,
    paymentIdOf: (challenge) => challenge.sale.paymentId,
    isDue: (challenge, now) => now >= challenge.expiresAt,
    due: { kind: 'timeout' },
    cancel: { kind: 'cancel' },
    action: (publicUrl, challenge) => ({
      kind: 'three_ds',
      challenge_url: challengeUrl(publicUrl, challenge.challengeId),
    }),
    async decide(tx, { payment, row: challenge, answer, now }): Promise<DecideResult> {
      const decision = decisionFor(answer, challenge, now);
      if (decision === 'not-due') return { kind: 'unchanged', row: challenge };
      if (decision === 'wrong-code') {
        const wrongCodes = challenge.wrongCodes + 1;
        await updateChallenge(tx, { ...challenge, wrongCodes });
        return { kind: 'wrong-code', triesLeft: MAX_WRONG_CODES - wrongCodes };
      }
      const wrongCodes = challenge.wrongCodes + (decision.state === 'FAILED' ? 1 : 0);
      const decided = { ...challenge, state: decision.state, wrongCodes, decidedAt: now };
      await updateChallenge(tx, decided);
      // The processor whose issuer challenged answers for it and decides the SALE it held.
      const { merchantId, processorId } = challenge.sale;
      const processor = await deps.processors.reach(tx, merchantId, processorId ?? null);
      const next = await recordAuthentication(tx, {
        payment,
        sale: challenge.sale,
        threeDs: await processor.challengeEnded(decision.end),
        authenticatedSale: { code: challenge.saleCode, text: challenge.saleResponseText },
        now,
        pendingSettleMs: deps.pendingSettleMs,
        processor,
      });
      return { kind: 'decided', row: decided, payment: next };
    },
  };
}

/** Applies the shopper's (or the clock's) answer to an open challenge, once. */
export function decideChallenge(
  deps: ChallengeDeps,
  challengeId: string,
  answer: ChallengeAnswer,
): Promise<DecideResult> {
  return decideStep(deps, threeDsStep(deps), challengeId, answer);
}
