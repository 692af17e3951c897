import type { PaymentAction, PaymentResult } from '../../../common/contract/session-api.ts';
import { ApiError } from '../../contract/api-error.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { type Sweep, startSweep } from '../../platform/sweep.ts';
import { yieldToEventLoop } from '../../platform/yield-to-event-loop.ts';
import { paymentResult } from '../checkout/payment-result.ts';
import type { PaymentRecord } from '../ledger/payment-record.ts';
import { findPayment, findPaymentBySessionToken } from '../ledger/payment-store.ts';

// A step the shopper must finish, with a deadline, while the payment waits PROCESSING: a 3-D Secure
// challenge (three-ds/) or an alternative method's step (apm/). Both live the same life, written
// once here; a kind says only what is its own (its rows, its answers, what a decision records).
// - Decided once. Only the server decides: a page posts the shopper's button, and nothing a browser
//   says about the outcome is taken on trust. Each decision locks the payment, then the step, as a
//   payment attempt does, so two tabs answering at once decide once: the second finds it decided.
// - The clock decides a step nobody finishes: the sweep (startStepSweep) every second, and anyone
//   who reads the step when it is due (the session view, the step's own page), so neither is stale.
//   Deadlines are stored with the step, so a restart loses nothing.
// - The form's Cancel can only ever refuse a payment, never make one.

/** What a kind's row must say for the machine: the step is open while its state is OPEN. */
export interface StepRow {
  readonly state: string;
}

/** A kind's own result beside the machine's: its `kind` names it. */
interface Kind {
  readonly kind: string;
}

export interface Decided<Row> {
  readonly kind: 'decided';
  readonly row: Row;
  readonly payment: PaymentRecord;
}

export type StepResult<Row, Kept extends Kind = never> =
  | { readonly kind: 'not-found' }
  /** Decided before, or (for the clock's answer) not due yet: nothing changed. */
  | { readonly kind: 'unchanged'; readonly row: Row }
  | Decided<Row>
  /** Still open after an answer that changed it (a wrong code, a step left pending). */
  | Kept;

export interface OpenStep<Row, Answer> {
  /** The payment, locked. */
  payment: PaymentRecord;
  /** The step, locked and open. */
  row: Row;
  answer: Answer;
  now: Date;
}

export interface StepKind<Row extends StepRow, Answer, Kept extends Kind = never> {
  /** "3-D Secure challenge": in the cancel's refusal and the sweep's log line. */
  readonly name: string;
  find(q: Queryable, id: string, options?: { forUpdate?: boolean }): Promise<Row | undefined>;
  findOpen(q: Queryable, paymentId: string): Promise<Row | undefined>;
  /**
   * Claims one step due at `now` for the clock's answer, locking its payment with SKIP LOCKED in
   * the caller's transaction: a step another server (or a shopper) holds is left to them.
   */
  claimDue(tx: Queryable, now: Date): Promise<string | undefined>;
  idOf(row: Row): string;
  paymentIdOf(row: Row): string;
  /** Whether the clock has something to decide of an open step at `now`. */
  isDue(row: Row, now: Date): boolean;
  /** The clock's answer: decides a due step, changes nothing otherwise. */
  readonly due: Answer;
  /** The shopper's Cancel on the form. */
  readonly cancel: Answer;
  /** Applies an answer to the open step, inside the caller's transaction and under both locks. */
  decide(tx: Queryable, open: OpenStep<Row, Answer>): Promise<StepResult<Row, Kept>>;
  /** What the form shows for the open step (the payment answer's and the session view's action). */
  action(publicUrl: string, row: Row): PaymentAction;
}

export function isDecided<Row>(result: StepResult<Row, Kind>): result is Decided<Row> {
  return result.kind === 'decided';
}

export interface StepDeps {
  db: Database;
  now: () => Date;
}

/** Applies an answer to step `id` under the payment's and the step's locks, inside `tx`. */
async function decideLocked<Row extends StepRow, Answer, Kept extends Kind>(
  tx: Queryable,
  kind: StepKind<Row, Answer, Kept>,
  paymentId: string,
  id: string,
  answer: Answer,
  now: Date,
): Promise<StepResult<Row, Kept>> {
  const payment = await findPayment(tx, paymentId, { forUpdate: true });
  const row = await kind.find(tx, id, { forUpdate: true });
  if (!payment || !row) return { kind: 'not-found' };
  if (row.state !== 'OPEN') return { kind: 'unchanged', row };
  return kind.decide(tx, { payment, row, answer, now });
}

/** Applies the shopper's (or the clock's) answer to a step, once. */
export async function decideStep<Row extends StepRow, Answer, Kept extends Kind>(
  deps: StepDeps,
  kind: StepKind<Row, Answer, Kept>,
  id: string,
  answer: Answer,
): Promise<StepResult<Row, Kept>> {
  const seen = await kind.find(deps.db, id);
  if (!seen) return { kind: 'not-found' };
  const now = deps.now();
  return deps.db.transaction((tx) =>
    decideLocked(tx, kind, kind.paymentIdOf(seen), id, answer, now),
  );
}

/** Steps of a kind one sweep's turn decides at most. */
export const STEP_SWEEP_BATCH = 20;

/**
 * Decides every due step of a kind (STEP_SWEEP_BATCH a sweep's turn), each claimed and decided in
 * its own database transaction with a turn of the event loop after it; returns how many it
 * decided. The claim skips a step whose payment another server holds, so two servers sweeping at
 * once share the due steps instead of queueing on one another's locks.
 */
export async function decideDueSteps<Row extends StepRow, Answer, Kept extends Kind>(
  deps: StepDeps & { onPostback: () => void },
  kind: StepKind<Row, Answer, Kept>,
): Promise<number> {
  const now = deps.now();
  let decided = 0;
  for (let turn = 0; turn < STEP_SWEEP_BATCH; turn += 1) {
    const result = await deps.db.transaction(async (tx) => {
      const id = await kind.claimDue(tx, now);
      if (id === undefined) return undefined;
      const row = await kind.find(tx, id);
      if (!row) return undefined;
      return decideLocked(tx, kind, kind.paymentIdOf(row), id, kind.due, now);
    });
    if (result === undefined) break;
    if (result.kind === 'decided') decided += 1;
    await yieldToEventLoop();
  }
  if (decided > 0) deps.onPostback();
  return decided;
}

export interface SweepDeps extends StepDeps {
  log: { error: (obj: object, msg: string) => void };
  onPostback: () => void;
  intervalMs?: number;
}

export function startStepSweep<Row extends StepRow, Answer, Kept extends Kind>(
  deps: SweepDeps,
  kind: StepKind<Row, Answer, Kept>,
): Sweep {
  return startSweep(
    () => decideDueSteps(deps, kind),
    deps.intervalMs ?? 1000,
    (err) => deps.log.error({ err }, `${kind.name} timeouts failed; will retry`),
  );
}

/**
 * POST /api/sessions/:token/…/cancel: the shopper leaves the step on the form. A step decided a
 * moment ago (or none) is a 409 that sends the form to the session for its outcome.
 */
export async function cancelStep<Row extends StepRow, Answer, Kept extends Kind>(
  deps: StepDeps,
  kind: StepKind<Row, Answer, Kept>,
  token: string,
): Promise<PaymentResult> {
  const payment = await findPaymentBySessionToken(deps.db, token);
  if (!payment) throw ApiError.notFound('checkout session');
  const open = await kind.findOpen(deps.db, payment.paymentId);
  const result = open && (await decideStep(deps, kind, kind.idOf(open), kind.cancel));
  if (!result || !isDecided(result)) {
    throw new ApiError(
      409,
      'INVALID_REQUEST',
      `no ${kind.name} is open for this checkout session: read the session for its outcome`,
    );
  }
  return paymentResult(result.payment);
}

export interface StepView {
  payment: PaymentRecord;
  /** The open step's action; absent when the payment waits on no step of this kind. */
  action?: PaymentAction;
  /** A due step was decided while reading: its postbacks are queued. */
  decided: boolean;
}

/**
 * What the session view says of a PROCESSING payment's open step: a form loaded again (a refresh,
 * the back button, a second tab) shows the same step instead of starting another or waiting
 * blind. A due step is decided here and now, so the view reports the outcome instead.
 */
export async function stepView<Row extends StepRow, Answer, Kept extends Kind>(
  deps: StepDeps & { publicUrl: string },
  kind: StepKind<Row, Answer, Kept>,
  payment: PaymentRecord,
): Promise<StepView> {
  if (payment.state !== 'PROCESSING') return { payment, decided: false };
  const open = await kind.findOpen(deps.db, payment.paymentId);
  if (!open) return { payment, decided: false };
  // Polled by the waiting form: the step is locked only when its time has come.
  if (kind.isDue(open, deps.now())) {
    const result = await decideStep(deps, kind, kind.idOf(open), kind.due);
    if (result.kind === 'decided' || result.kind === 'unchanged') {
      const current = (await findPayment(deps.db, payment.paymentId)) ?? payment;
      return { payment: current, decided: result.kind === 'decided' };
    }
  }
  return { payment, action: kind.action(deps.publicUrl, open), decided: false };
}
