import { randomInt } from 'node:crypto';
import type { Database, Queryable } from '../../../platform/db/database.ts';
import { newSecretToken } from '../../../platform/ids.ts';
import type { PaymentRecord } from '../../ledger/payment-record.ts';
import { findPayment, updatePayment } from '../../ledger/payment-store.ts';
import type { ChallengeEnd, Processor } from '../../processor.ts';
import {
  type ChallengeRecord,
  type ChallengeState,
  findChallenge,
  insertChallenge,
  type PendingSale,
  updateChallenge,
} from './challenge-store.ts';
import { recordAuthentication } from './record-authentication.ts';

// A 3-D Secure challenge's life: opened by a card attempt, decided once — on the ACS page
// (Approve, Deny, three wrong codes), by the form's Cancel, or by the timeout — and then closed.
// Only the server decides: the page posts the shopper's button and code, and nothing a browser
// says about the outcome is taken on trust; the issuer (deps.processor) gives the code it ends
// with. Every decision locks the payment first, then the challenge, as the card attempt does, so
// two of them never interleave.

/** Wrong one-time codes before the challenge fails with 1331. */
export const MAX_WRONG_CODES = 3;

export interface ChallengeDeps {
  db: Database;
  now: () => Date;
  processor: Processor;
  pendingSettleMs: number;
}

export interface OpenChallengeInput {
  payment: PaymentRecord;
  sale: PendingSale;
  authenticatedSale: { code: number; text: string };
  now: Date;
  /** THREE_DS_CHALLENGE_SECONDS; the session's own expiry is the later limit it cannot pass. */
  challengeSeconds: number;
}

/** Opens the challenge and leaves the payment PROCESSING until it is decided. Returns its id. */
export async function openChallenge(tx: Queryable, input: OpenChallengeInput): Promise<string> {
  const { payment, now } = input;
  const challengeId = newSecretToken('acs');
  const until = Math.min(
    now.getTime() + input.challengeSeconds * 1000,
    payment.expiresAt.getTime(),
  );
  await insertChallenge(tx, {
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
  await updatePayment(tx, payment.paymentId, { ...payment, state: 'PROCESSING' });
  return challengeId;
}

export type ChallengeAnswer =
  | { readonly kind: 'approve'; readonly code: string }
  | { readonly kind: 'deny' }
  | { readonly kind: 'cancel' }
  | { readonly kind: 'timeout' };

export type DecideResult =
  | { readonly kind: 'not-found' }
  /** Already decided (or not yet due, for a timeout): nothing changed. */
  | { readonly kind: 'closed'; readonly state: ChallengeState }
  | { readonly kind: 'wrong-code'; readonly triesLeft: number }
  | { readonly kind: 'decided'; readonly state: ChallengeState; readonly payment: PaymentRecord };

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

/** Applies the shopper's (or the clock's) answer to an open challenge, once. */
export async function decideChallenge(
  deps: ChallengeDeps,
  challengeId: string,
  answer: ChallengeAnswer,
): Promise<DecideResult> {
  const seen = await findChallenge(deps.db, challengeId);
  if (!seen) return { kind: 'not-found' };
  const now = deps.now();
  return deps.db.transaction(async (tx): Promise<DecideResult> => {
    const payment = await findPayment(tx, seen.sale.paymentId, { forUpdate: true });
    const challenge = await findChallenge(tx, challengeId, { forUpdate: true });
    if (!payment || !challenge) return { kind: 'not-found' };
    if (challenge.state !== 'OPEN') return { kind: 'closed', state: challenge.state };
    const decision = decisionFor(answer, challenge, now);
    if (decision === 'not-due') return { kind: 'closed', state: challenge.state };
    if (decision === 'wrong-code') {
      const wrongCodes = challenge.wrongCodes + 1;
      await updateChallenge(tx, { ...challenge, wrongCodes });
      return { kind: 'wrong-code', triesLeft: MAX_WRONG_CODES - wrongCodes };
    }
    const wrongCodes = challenge.wrongCodes + (decision.state === 'FAILED' ? 1 : 0);
    await updateChallenge(tx, { ...challenge, state: decision.state, wrongCodes, decidedAt: now });
    const next = await recordAuthentication(tx, {
      payment,
      sale: challenge.sale,
      threeDs: await deps.processor.challengeEnded(decision.end),
      authenticatedSale: { code: challenge.saleCode, text: challenge.saleResponseText },
      now,
      pendingSettleMs: deps.pendingSettleMs,
      processor: deps.processor,
    });
    return { kind: 'decided', state: decision.state, payment: next };
  });
}
