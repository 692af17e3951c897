import type { MitMode } from '../../contract/token-charge-schema.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { type AppliedOutcome, applyOutcome } from '../outcomes/apply-outcome.ts';
import { type ProcessorOutcome, withRoute } from '../outcomes/record-transaction.ts';
import { routingRefusal } from '../outcomes/routing-refusal.ts';
import type { ProcessorRegistry } from '../processors/registry.ts';
import { decideRouted } from '../processors/routed-decision.ts';
import { lockedCharge, type SubsequentPayment, tokenRoutingFacts } from './subsequent-payment.ts';
import { tokenCard } from './token-card.ts';

// A merchant-initiated charge on a payment token (POST /v1/mit-sale, /v1/mit-authorize): no
// shopper, no 3-D Secure (a merchant-initiated transaction is out of its scope). The processor
// decides from the token's card facts (the sandbox: as it would from the card typed in).
// - SYNC: the outcome is recorded now and the answer carries it (a PENDING test card answers
//   PENDING and settles a few seconds later, as on the form).
// - ASYNC: the charge is recorded PENDING (1200) and answered at once; the processor's decision
//   is stored with it and applied by the settlement worker (server/domain/outcomes/settle-pending.ts)
//   right after, and the outcome reaches the merchant by TRANSACTION postback.
// Everything is written through `q`, in the caller's database transaction: the token read under
// its lock, then, once the processor has decided, the payment with its outcome, the transaction
// and the postback in one statement (apply-outcome.ts, newPayment).

export const PENDING = 1200;

export interface ChargeInput extends SubsequentPayment {
  mode: MitMode;
  now: Date;
  /** SANDBOX_PENDING_SETTLE_MS: when a PENDING test card's charge settles. */
  pendingSettleMs: number;
  processors: ProcessorRegistry;
}

export async function chargeToken(q: Queryable, input: ChargeInput): Promise<AppliedOutcome> {
  const { payment, now, processors } = input;
  const { token, transaction } = await lockedCharge(q, input);
  const { amount, currencyCode } = transaction;
  const routed = await decideRouted(
    processors,
    q,
    payment.merchantId,
    tokenRoutingFacts(processors.network, { payment, transaction }, ['mit']),
    (processor) => processor.authorize(tokenCard(token), { amount, currencyCode, now }),
  );
  if (routed.kind === 'refused') {
    return applyOutcome(q, {
      payment,
      newPayment: true,
      source: 'attempt',
      now,
      ...routingRefusal(input, transaction, routed, now),
    });
  }
  const { processor, decision } = routed;
  const finalCode = decision.settle?.code ?? decision.code;
  const outcome: ProcessorOutcome =
    input.mode === 'ASYNC'
      ? {
          code: PENDING,
          processorResponseText: processor.followUpText({ kind: 'accepted' }),
          settle: { at: now, code: finalCode },
        }
      : {
          code: decision.code,
          processorResponseText: decision.processorResponseText,
          settle: decision.settle && {
            at: new Date(now.getTime() + input.pendingSettleMs),
            code: decision.settle.code,
          },
        };
  return applyOutcome(q, {
    payment,
    newPayment: true,
    transaction: withRoute({ ...transaction, rrn: decision.rrn }, processor, routed.route),
    source: 'attempt',
    outcome,
    now,
    processor,
  });
}
