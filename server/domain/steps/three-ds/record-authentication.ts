import { responseCode } from '../../../contract/response-codes.ts';
import type { Queryable } from '../../../platform/db/database.ts';
import { newId } from '../../../platform/ids.ts';
import { answerWith, retrievalReference } from '../../../sandbox/processor/processor.ts';
import { CHALLENGE_DENIED, unauthenticatedSaleCode } from '../../../sandbox/processor/three-ds.ts';
import { applyOutcome, type ProcessorOutcome } from '../../ledger/apply-outcome.ts';
import type { PaymentRecord } from '../../ledger/payment-record.ts';
import type { PendingSale } from './challenge-store.ts';

// How a 3-D Secure authentication ends an attempt, however it was decided (frictionless on the
// payment request, or on the ACS page, by cancellation or by the timeout): a THREE_DS transaction
// with the issuer's code, then the SALE. Each is recorded with its TRANSACTION postback, in that
// order, in the caller's database transaction (apply-outcome.ts). The attempt counts once:
// - authenticated (1300–1302): the SALE goes to the processor with the answer it had for the card;
// - denied by the shopper (1320): the attempt ends there, with no SALE, and may be retried;
// - any other failure: the SALE goes unauthenticated and the issuer declines it with the 21xx code
//   that names the reason (three-ds.ts), final or not as that code says (shopper-retry.ts).

export interface Authentication {
  payment: PaymentRecord;
  sale: PendingSale;
  /** The issuer's code, and why, for processor_response_text. */
  threeDs: { code: number; text: string };
  /** The processor's answer for the SALE once authenticated. */
  authenticatedSale: { code: number; text: string };
  now: Date;
  pendingSettleMs: number;
}

export async function recordAuthentication(
  tx: Queryable,
  input: Authentication,
): Promise<PaymentRecord> {
  const { sale, now } = input;
  const denied = input.threeDs.code === CHALLENGE_DENIED;
  const authentication = await applyOutcome(tx, {
    payment: input.payment,
    transaction: {
      ...sale,
      transactionId: newId('trx'),
      transactionType: 'THREE_DS',
      rrn: retrievalReference(now),
      createdAt: now,
    },
    // A denial is the attempt's last word; otherwise the SALE is, and the payment waits for it.
    source: denied ? 'attempt' : 'authentication',
    outcome: { code: input.threeDs.code, processorResponseText: input.threeDs.text },
    now,
  });
  if (denied) return authentication.payment;

  const passed = authentication.transaction.status === 'SUCCESS';
  const code = passed ? input.authenticatedSale.code : unauthenticatedSaleCode(input.threeDs.code);
  const answer = answerWith(code, now);
  const outcome: ProcessorOutcome = {
    code,
    processorResponseText: passed
      ? input.authenticatedSale.text
      : `${answer.processorResponseText} (not authenticated: 3-D Secure ${input.threeDs.code})`,
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
  });
  return recorded.payment;
}

/** processor_response_text of a THREE_DS transaction: the issuer's words and how it was reached. */
export function authenticationText(code: number, how: string): string {
  return `Sandbox 3-D Secure: ${responseCode(code)?.message ?? code} (${how})`;
}
