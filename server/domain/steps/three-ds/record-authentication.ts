import type { Queryable } from '../../../platform/db/database.ts';
import { newId } from '../../../platform/ids.ts';
import type { PaymentRecord } from '../../ledger/payment-record.ts';
import { applyOutcome } from '../../outcomes/apply-outcome.ts';
import type { ProcessorOutcome } from '../../outcomes/record-transaction.ts';
import type { AuthenticationAnswer, Processor } from '../../processor.ts';
import type { PendingSale } from './challenge-store.ts';

// How a 3-D Secure authentication ends an attempt, however it was decided (frictionless on the
// payment request, or on the ACS page, by cancellation or by the timeout): a THREE_DS transaction
// with the issuer's code, then the SALE. Each is recorded with its TRANSACTION postback, in that
// order, in the caller's database transaction (apply-outcome.ts). The attempt counts once:
// - authenticated (1300–1302): the SALE goes to the processor with the answer it had for the card;
// - denied by the shopper (1320): the attempt ends there, with no SALE, and may be retried;
// - any other failure: the SALE goes unauthenticated and the issuer declines it with the 21xx code
//   that names the reason (the processor's answer), final or not as that code says
//   (shopper-retry.ts).

/** 3DS verification denied (spec: Response codes): the shopper said no, on the page or the form. */
const DENIED = 1320;

export interface Authentication {
  payment: PaymentRecord;
  sale: PendingSale;
  /** The issuer's code, and why, for processor_response_text. */
  threeDs: AuthenticationAnswer;
  /** The processor's answer for the SALE once authenticated. */
  authenticatedSale: { code: number; text: string };
  now: Date;
  pendingSettleMs: number;
  processor: Processor;
  /** The payment is not written yet: the authentication's record inserts it (apply-outcome.ts). */
  newPayment?: boolean;
}

export async function recordAuthentication(
  tx: Queryable,
  input: Authentication,
): Promise<PaymentRecord> {
  const { sale, now } = input;
  const { processor } = input;
  const denied = input.threeDs.code === DENIED;
  const authentication = await applyOutcome(tx, {
    payment: input.payment,
    newPayment: input.newPayment === true,
    transaction: {
      ...sale,
      transactionId: newId('trx'),
      transactionType: 'THREE_DS',
      rrn: processor.reference(now),
      createdAt: now,
    },
    // A denial is the attempt's last word; otherwise the SALE is, and the payment waits for it.
    source: denied ? 'attempt' : 'authentication',
    outcome: { code: input.threeDs.code, processorResponseText: input.threeDs.text },
    now,
    processor,
  });
  if (denied) return authentication.payment;

  const answer = await processor.saleAfterAuthentication({
    authenticationCode: input.threeDs.code,
    authenticated: authentication.transaction.status === 'SUCCESS',
    heldAnswer: input.authenticatedSale,
    now,
  });
  const outcome: ProcessorOutcome = {
    code: answer.code,
    processorResponseText: answer.processorResponseText,
    settle: answer.settle && {
      at: new Date(now.getTime() + input.pendingSettleMs),
      code: answer.settle.code,
    },
  };
  const recorded = await applyOutcome(tx, {
    payment: authentication.payment,
    transaction: { ...sale, transactionId: newId('trx'), rrn: answer.rrn, createdAt: now },
    source: 'attempt',
    outcome,
    now,
    processor,
  });
  return recorded.payment;
}
