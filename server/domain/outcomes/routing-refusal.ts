import type { RoutingAudit } from '../ledger/transaction-record.ts';
import type { ProcessorFacts } from '../processor.ts';
import type { ProcessorRegistry, RouteChoice } from '../processors/registry.ts';
import type { RouteTaken } from '../processors/routed-decision.ts';
import { type ProcessorOutcome, type TransactionDraft, withRoute } from './record-transaction.ts';

// How a first attempt is recorded when routing refuses it (2910 no rule matches, 2909 no processor
// serves it, 2902 none has a feature it needs: docs/routing.md): a declined transaction that
// routing itself decided, with no processor asked. Every first attempt routing may refuse (a card
// or wallet payment, an alternative method, a token charge, a CIT sale, a payout) records it here;
// the routed attempts' own decisions come from decideRouted (processors/routed-decision.ts).

/**
 * Who a refused route is recorded as decided by: no processor was asked, routing itself refused,
 * and its own code is the spec's.
 */
export const ROUTING_REFUSAL: ProcessorFacts = {
  name: 'Kassa routing',
  ownResponseCode: (code) => String(code),
  binFacts: () => undefined,
  exchangeRate: () => undefined,
};

/** Why routing refused, in the words of the record's processor_response_text. */
const REFUSAL_TEXT: Readonly<Record<number, string>> = {
  2902: 'no processor of the rule has every feature the payment needs',
  2909: 'no processor of the rule takes this method, card scheme or currency',
  2910: 'no routing rule matches the payment',
};

/** A route that gave no processor: routing's code, and where routing put it (its audit). */
export interface RefusedRoute {
  readonly code: number;
  readonly route: RouteTaken;
}

/**
 * A choice that gave no processor (`registry.route`, which asks none) as a refused route: a routed
 * choice has a candidate, so one without is refused as matching no rule.
 */
export function refusedRoute(choice: RouteChoice): RefusedRoute {
  const audit: RoutingAudit = { explanation: choice.explanation, answers: [] };
  return {
    code: choice.kind === 'refused' ? choice.code : 2910,
    route: { cascadeAttempt: 0, audit },
  };
}

/** What a refused route is recorded with: spread into applyOutcome's or recordTransaction's input. */
export interface RefusalRecord {
  readonly transaction: TransactionDraft;
  readonly outcome: ProcessorOutcome;
  readonly processor: ProcessorFacts;
}

/**
 * The draft as routing declined it: decided by ROUTING_REFUSAL where routing put it, with routing's
 * code and why, under the draft's reference (an attempt begun has one) or a new one of the
 * network's.
 */
export function routingRefusal(
  deps: { processors: Pick<ProcessorRegistry, 'network'> },
  draft: Omit<TransactionDraft, 'rrn'> & { readonly rrn?: string },
  refused: RefusedRoute,
  now: Date,
): RefusalRecord {
  const why = REFUSAL_TEXT[refused.code] ?? 'refused';
  const rrn = draft.rrn ?? deps.processors.network.reference(now);
  return {
    transaction: withRoute({ ...draft, rrn }, ROUTING_REFUSAL, refused.route),
    outcome: {
      code: refused.code,
      processorResponseText: `Routing: ${why} (docs/routing.md)`,
    },
    processor: ROUTING_REFUSAL,
  };
}
