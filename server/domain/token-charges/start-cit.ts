import type { Queryable } from '../../platform/db/database.ts';
import type { PaymentRecord } from '../ledger/payment-record.ts';
import { applyOutcome } from '../outcomes/apply-outcome.ts';
import { withRoute } from '../outcomes/record-transaction.ts';
import { routingRefusal } from '../outcomes/routing-refusal.ts';
import type { Authentication, PaymentCard, Processor } from '../processor.ts';
import type { ProcessorRegistry } from '../processors/registry.ts';
import { decideRouted } from '../processors/routed-decision.ts';
import { authenticateThenSell } from '../steps/three-ds/authenticate-then-sell.ts';
import { lockedCharge, type SubsequentPayment, tokenRoutingFacts } from './subsequent-payment.ts';
import { tokenCard } from './token-card.ts';

// A customer-initiated charge on a payment token (POST /v1/cit-sale): the shopper confirms it with
// 3-D Secure on the session's page, which shows only the challenge, then goes to success_url or
// failure_url. The issuer decides from the token's card facts (the sandbox: as the test card they
// name, as for a card typed into the form, docs/sandbox.md), with two differences:
// - a CIT always asks the issuer: a card the issuer would not authenticate is challenged;
// - forced_3d: true turns a frictionless authentication (1301, 1302) into a challenge too.
// A failed authentication decided without the shopper (1400, 1322, …) ends the payment at once;
// its session page then sends the shopper straight to failure_url. The payment takes one attempt:
// Deny or Cancel on the challenge fails it (next-payment.ts).

/** Frictionless answers that forced_3d turns into a challenge. */
const FRICTIONLESS: ReadonlySet<number> = new Set([1301, 1302]);

export interface CitInput extends SubsequentPayment {
  forced3d: boolean;
  now: Date;
  /** How long the shopper has to answer: the session's whole life (CHECKOUT_SESSION_TTL_SECONDS). */
  challengeSeconds: number;
  pendingSettleMs: number;
  processors: ProcessorRegistry;
}

/** What the issuer says of a CIT: never "not enrolled", since a CIT always asks it. */
async function citAuthentication(
  processor: Processor,
  card: PaymentCard,
  forced3d: boolean,
): Promise<Exclude<Authentication, { kind: 'none' }>> {
  const threeDs = await processor.authenticate(card, { forced3d: true });
  if (threeDs.kind === 'none') return { kind: 'challenge' };
  if (forced3d && threeDs.kind === 'decided' && FRICTIONLESS.has(threeDs.code)) {
    return { kind: 'challenge' };
  }
  return threeDs;
}

/** Records the CIT payment and opens its challenge (or decides it); returns the payment as stored. */
export async function startCit(q: Queryable, input: CitInput): Promise<PaymentRecord> {
  const { payment, now, processors } = input;
  const { token, transaction } = await lockedCharge(q, input);
  const card = tokenCard(token);
  const { amount, currencyCode } = transaction;
  const routed = await decideRouted(
    processors,
    q,
    payment.merchantId,
    tokenRoutingFacts(processors.network, { payment, transaction }, ['three_ds']),
    (processor) => processor.authorize(card, { amount, currencyCode, now }),
  );
  // The payment is written once, with what follows (apply-outcome.ts, newPayment).
  if (routed.kind === 'refused') {
    const refused = await applyOutcome(q, {
      payment,
      newPayment: true,
      source: 'attempt',
      now,
      ...routingRefusal(input, transaction, routed, now),
    });
    return refused.payment;
  }
  const { processor, decision } = routed;
  const { transactionId: _id, ...sale } = withRoute(
    { ...transaction, rrn: decision.rrn },
    processor,
    routed.route,
  );
  const { rrn: _rrn, ...heldSale } = sale;
  const recorded = await authenticateThenSell(q, {
    payment,
    newPayment: true,
    sale: heldSale,
    threeDs: await citAuthentication(processor, card, input.forced3d),
    authenticatedSale: { code: decision.code, text: decision.processorResponseText },
    now,
    challengeSeconds: input.challengeSeconds,
    pendingSettleMs: input.pendingSettleMs,
    processor,
  });
  return recorded.payment;
}
