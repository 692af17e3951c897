import { integer, nullable, oneOf, text, timestamptz } from '../../../platform/db/codecs.ts';
import { column, defineTable } from '../../../platform/db/columns.ts';
import type { Queryable } from '../../../platform/db/database.ts';
import { deferredWrite } from '../../../platform/db/write-batch.ts';
import type { TransactionRecord } from '../../ledger/transaction-record.ts';
import { draftColumns, routeColumns } from '../../ledger/transaction-store.ts';
import type { DecisionFields, TransactionDraft } from '../../outcomes/record-transaction.ts';

// SQL for 3-D Secure challenges lives here and nowhere else (migration 0009).

export const CHALLENGE_STATES = [
  'OPEN',
  'APPROVED',
  'DENIED',
  'CANCELLED',
  'FAILED',
  'TIMED_OUT',
] as const;
export type ChallengeState = (typeof CHALLENGE_STATES)[number];

/**
 * The SALE a challenge is for, before its outcome: a transaction draft without id, RRN, version
 * or base amount (its outcome converts it).
 */
export type PendingSale = Omit<
  TransactionDraft,
  | 'transactionId'
  | 'rrn'
  | 'version'
  | 'baseAmount'
  | 'baseCurrencyCode'
  | Exclude<DecisionFields, HeldDecision>
>;

/** What the challenge holds of where routing put the SALE: its processor and cascade position. */
type HeldDecision = 'processorId' | 'cascadeAttempt' | 'routing';

export interface ChallengeRecord {
  challengeId: string;
  state: ChallengeState;
  oneTimeCode: string;
  wrongCodes: number;
  expiresAt: Date;
  /** What the processor answers for the SALE once the shopper is authenticated. */
  saleCode: number;
  saleResponseText: string;
  sale: PendingSale;
  decidedAt: Date | null;
}

interface ChallengeRow
  extends Omit<ChallengeRecord, 'sale'>,
    Omit<PendingSale, HeldDecision>,
    Pick<TransactionRecord, HeldDecision> {}

const challenges = defineTable<ChallengeRow>('three_ds_challenges', {
  challengeId: column('challenge_id', text),
  state: column('state', oneOf(CHALLENGE_STATES)),
  oneTimeCode: column('one_time_code', text),
  wrongCodes: column('wrong_codes', integer),
  expiresAt: column('expires_at', timestamptz),
  saleCode: column('sale_code', integer),
  saleResponseText: column('sale_response_text', text),
  ...draftColumns,
  ...routeColumns,
  decidedAt: column('decided_at', nullable(timestamptz)),
});

function toRow({ sale, ...challenge }: ChallengeRecord): ChallengeRow {
  return {
    ...challenge,
    ...sale,
    processorId: sale.processorId ?? null,
    cascadeAttempt: sale.cascadeAttempt ?? 0,
    routing: sale.routing ?? null,
  };
}

function toRecord(row: ChallengeRow): ChallengeRecord {
  const { challengeId, state, oneTimeCode, wrongCodes, expiresAt, saleCode, saleResponseText } =
    row;
  const { decidedAt, ...rest } = row;
  const sale: PendingSale = {
    paymentId: rest.paymentId,
    merchantId: rest.merchantId,
    transactionType: rest.transactionType,
    amount: rest.amount,
    taxAmount: rest.taxAmount,
    currencyCode: rest.currencyCode,
    paymentMethod: rest.paymentMethod,
    details: rest.details,
    cofConsent: rest.cofConsent,
    paymentContext: rest.paymentContext,
    products: rest.products,
    createdAt: rest.createdAt,
    processorId: rest.processorId,
    cascadeAttempt: rest.cascadeAttempt,
    routing: rest.routing,
  };
  return {
    challengeId,
    state,
    oneTimeCode,
    wrongCodes,
    expiresAt,
    saleCode,
    saleResponseText,
    sale,
    decidedAt,
  };
}

export async function insertChallenge(db: Queryable, challenge: ChallengeRecord): Promise<void> {
  await deferredWrite(db, challenges.insert, challenges.params(toRow(challenge)));
}

const BY_ID = `${challenges.select} WHERE challenge_id = $1`;

export async function findChallenge(
  db: Queryable,
  challengeId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ChallengeRecord | undefined> {
  const rows = await db.query(`${BY_ID}${options.forUpdate ? ' FOR UPDATE' : ''}`, [challengeId]);
  return rows[0] && toRecord(challenges.toRecord(rows[0]));
}

const OPEN_FOR_PAYMENT = `${challenges.select} WHERE payment_id = $1 AND state = 'OPEN'`;

/** The payment's open challenge, if one is waiting for the shopper. */
export async function findOpenChallenge(
  db: Queryable,
  paymentId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ChallengeRecord | undefined> {
  const rows = await db.query(`${OPEN_FOR_PAYMENT}${options.forUpdate ? ' FOR UPDATE' : ''}`, [
    paymentId,
  ]);
  return rows[0] && toRecord(challenges.toRecord(rows[0]));
}

// The sweep's claim: the oldest due challenge whose payment nobody holds, the payment locked. The
// payment is what every decision locks first (pending-step.ts), so SKIP LOCKED on it lets a second
// server, or a shopper answering at that moment, keep theirs while this one takes the next.
const CLAIM_DUE = `SELECT c.challenge_id FROM three_ds_challenges c
  JOIN payments p ON p.payment_id = c.payment_id
  WHERE c.state = 'OPEN' AND c.expires_at <= $1
  ORDER BY c.expires_at LIMIT 1
  FOR UPDATE OF p SKIP LOCKED`;

/**
 * Claims one open challenge whose time has run out, its payment locked for the caller's
 * transaction; answers its id, or undefined when none is left unheld.
 */
export async function claimDueChallenge(tx: Queryable, now: Date): Promise<string | undefined> {
  const [row] = await tx.query(CLAIM_DUE, [now]);
  return row && String(row.challenge_id);
}

const DECIDE = challenges.update(['state', 'wrongCodes', 'decidedAt'], 'challengeId');

/** Writes the challenge's state: a wrong code counted, or the decision. */
export async function updateChallenge(
  db: Queryable,
  challenge: Pick<ChallengeRecord, 'challengeId' | 'state' | 'wrongCodes' | 'decidedAt'>,
): Promise<void> {
  await db.query(DECIDE.sql, DECIDE.params(challenge));
}
