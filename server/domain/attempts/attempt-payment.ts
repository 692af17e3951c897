import type { PaymentResult } from '../../../common/contract/session-api.ts';
import type { PaymentMethod } from '../../../common/methods/payment-methods.ts';
import type { Database } from '../../platform/db/database.ts';
import { paymentResult } from '../checkout/payment-result.ts';
import { attemptsLeft } from '../ledger/attempts.ts';
import type { RequestFacts } from '../ledger/payment-context.ts';
import type { PaymentDetails } from '../ledger/payment-details.ts';
import type { PaymentRecord } from '../ledger/payment-record.ts';
import { type CofConsent, consentWithProcessor } from '../ledger/token-rule.ts';
import { applyOutcome } from '../outcomes/apply-outcome.ts';
import { withRoute } from '../outcomes/record-transaction.ts';
import { routingRefusal } from '../outcomes/routing-refusal.ts';
import type { Authentication, PaymentCard } from '../processor.ts';
import type { ProcessorRegistry } from '../processors/registry.ts';
import { decideRouted, type RoutedDecision } from '../processors/routed-decision.ts';
import { authenticateThenSell } from '../steps/three-ds/authenticate-then-sell.ts';
import { challengeUrl } from '../steps/three-ds/challenge-url.ts';
import { attemptCharge } from './attempt-charge.ts';
import { beginAttempt, type RequestParts } from './begin-attempt.ts';
import { attemptRoutingFacts, paymentNeeds } from './routing-facts.ts';

// One card payment attempt on a checkout session, whatever paid it (a card typed in, a wallet's
// card): the session checks, the shopper's details and the amount (begin-attempt.ts, shared with
// the alternative methods), then routing, 3-D Secure (a test card, forced_3d, then the merchant's
// three_ds section: docs/routing.md) and the processor.
// Everything it changes — the transactions, the payment, the payment token and the postbacks —
// commits in one database transaction.
//
// Card data: a typed card's number exists only in `card` for the length of this call. It goes to
// the issuer and the processors routing chose (deps.processors) and nowhere else: not the
// database, not a log, not an error.

export interface PayDeps {
  db: Database;
  now: () => Date;
  processors: ProcessorRegistry;
  pendingSettleMs: number;
  /** THREE_DS_CHALLENGE_SECONDS: how long the shopper has to answer a 3-D Secure challenge. */
  challengeSeconds: number;
  /** Where the challenge page is served (PUBLIC_URL). */
  publicUrl: string;
}

export interface Attempt {
  request: RequestParts;
  requestFacts: RequestFacts;
  paymentMethod: PaymentMethod;
  /** What the transaction keeps of how it was paid. */
  details: PaymentDetails;
  /** The card the issuer and processor decide for. */
  card: PaymentCard;
  /** False for a wallet's device token with its cryptogram: already strongly authenticated. */
  authenticate: boolean;
  /** The shopper's answer to "Save this card for next time" (token-rule.ts); default checkout_sale. */
  cofConsent?: CofConsent;
}

/**
 * The consent the payment's token is kept with (token-rule.ts): the card form's box, and what the
 * deciding processor does with a box left unticked. Without the box (a wallet), the checkout sale
 * is the consent.
 */
function attemptConsent(
  attempt: Attempt,
  payment: PaymentRecord,
  routed: RoutedDecision,
): CofConsent {
  if (attempt.cofConsent === undefined) return 'checkout_sale';
  return routed.kind === 'decided'
    ? consentWithProcessor(attempt.cofConsent, payment, routed.processor)
    : attempt.cofConsent;
}

export async function attemptPayment(
  deps: PayDeps,
  token: string,
  attempt: Attempt,
): Promise<PaymentResult> {
  const now = deps.now();
  const { request, requestFacts } = attempt;
  // Routed and decided before the attempt's database transaction: a processor's latency holds no
  // lock. The attempt then checks the session again under its lock.
  const charge = await attemptCharge(deps.db, token, request.selected_product_ids);
  const facts = attemptRoutingFacts(deps.processors.network, {
    payment: charge.payment,
    method: attempt.paymentMethod,
    details: attempt.details,
    amount: charge.amount,
    currencyCode: charge.currencyCode,
    shopperCountry: request.customer?.country_code,
    needs: paymentNeeds(charge.payment),
  });
  const routed = await decideRouted(
    deps.processors,
    deps.db,
    charge.payment.merchantId,
    facts,
    (processor) =>
      processor.authorize(attempt.card, {
        amount: charge.amount,
        currencyCode: charge.currencyCode,
        now,
      }),
    // The merchant's 3-D Secure rules speak only where the payment would be authenticated.
    { authenticates: attempt.authenticate },
  );

  // The attempt commits first; the answer is built after, from what was stored.
  const recorded = await deps.db.transaction(async (tx) => {
    const begun = await beginAttempt(tx, token, {
      request,
      requestFacts,
      paymentMethod: attempt.paymentMethod,
      details: attempt.details,
      cofConsent: attemptConsent(attempt, charge.payment, routed),
      // A refused route is recorded under this reference too (routingRefusal).
      rrn: routed.kind === 'decided' ? routed.decision.rrn : deps.processors.network.reference(now),
      now,
    });
    const { payment } = begun;
    if (routed.kind === 'refused') {
      const refused = await applyOutcome(tx, {
        payment,
        source: 'attempt',
        now,
        ...routingRefusal(deps, begun.transaction, routed, now),
      });
      return { kind: 'decided', payment: refused.payment } as const;
    }
    const { processor, decision } = routed;
    const transaction = withRoute(begun.transaction, processor, routed.route);
    const threeDs: Authentication = attempt.authenticate
      ? await processor.authenticate(attempt.card, {
          forced3d: payment.forced3d,
          requested: routed.authenticationRequested,
        })
      : { kind: 'none' };
    if (threeDs.kind !== 'none') {
      const { transactionId: _id, rrn: _rrn, ...sale } = transaction;
      return authenticateThenSell(tx, {
        payment,
        sale,
        threeDs,
        authenticatedSale: { code: decision.code, text: decision.processorResponseText },
        now,
        challengeSeconds: deps.challengeSeconds,
        pendingSettleMs: deps.pendingSettleMs,
        processor,
      });
    }
    const settle = decision.settle && {
      at: new Date(now.getTime() + deps.pendingSettleMs),
      code: decision.settle.code,
    };
    const applied = await applyOutcome(tx, {
      payment,
      transaction,
      source: 'attempt',
      outcome: {
        code: decision.code,
        processorResponseText: decision.processorResponseText,
        settle,
      },
      now,
      processor,
    });
    return { kind: 'decided', payment: applied.payment } as const;
  });
  if (recorded.kind === 'challenge') {
    return {
      outcome: 'ACTION',
      action: {
        kind: 'three_ds',
        challenge_url: challengeUrl(deps.publicUrl, recorded.challengeId),
      },
      // What the session will take if this attempt fails.
      attempts_left: attemptsLeft('OPEN', recorded.payment.attempts + 1),
    };
  }
  return paymentResult(recorded.payment);
}
