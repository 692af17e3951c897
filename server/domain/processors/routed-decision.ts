import type { Queryable } from '../../platform/db/database.ts';
import type { RoutingAudit } from '../ledger/transaction-record.ts';
import type { Processor, ProcessorDecision } from '../processor.ts';
import { isSoftDecline } from '../routing/cascading.ts';
import type { RoutingFacts } from '../routing/routing-rules.ts';
import type { ProcessorRegistry, RouteOptions } from './registry.ts';

// A first attempt through routing: the merchant's rules give the processors to try in order; each
// is asked in turn while the one before answered a soft decline and the rule cascades. The
// processor whose answer stands decides the transaction; every answer on the way is kept with it
// for the decision audit (transactions.routing), with the explanation routing gave. A route routing
// refused is recorded by outcomes/routing-refusal.ts.

/**
 * Where routing put a first attempt: which try of a cascade decided it, and the decision audit.
 * A draft carries it (withRoute, record-transaction.ts) to the record, and through a 3-D Secure
 * challenge to its SALE.
 */
export interface RouteTaken {
  readonly cascadeAttempt: number;
  readonly audit: RoutingAudit;
}

export type RoutedDecision<D extends ProcessorDecision = ProcessorDecision> =
  | {
      readonly kind: 'decided';
      readonly processor: Processor;
      readonly decision: D;
      readonly route: RouteTaken;
      /** Whether the merchant asks this processor to authenticate: the port's `requested`. */
      readonly authenticationRequested: boolean;
    }
  | { readonly kind: 'refused'; readonly code: number; readonly route: RouteTaken };

export async function decideRouted<D extends ProcessorDecision>(
  registry: ProcessorRegistry,
  db: Queryable,
  merchantId: string,
  facts: RoutingFacts,
  ask: (processor: Processor) => Promise<D>,
  options: RouteOptions = {},
): Promise<RoutedDecision<D>> {
  const choice = await registry.route(db, merchantId, facts, options);
  const threeDs = choice.threeDs && { three_ds: choice.threeDs.answer };
  if (choice.kind === 'refused') {
    const audit: RoutingAudit = { explanation: choice.explanation, ...threeDs, answers: [] };
    return { kind: 'refused', code: choice.code, route: { cascadeAttempt: 0, audit } };
  }
  const answers: RoutingAudit['answers'][number][] = [];
  const { candidates } = choice;
  for (const [index, processor] of candidates.entries()) {
    const decision = await ask(processor);
    answers.push({
      processor: processor.id ?? processor.name,
      response_code: decision.code,
      processor_response_text: decision.processorResponseText,
    });
    const last = index === candidates.length - 1;
    if (last || !choice.cascade || !isSoftDecline(decision.code)) {
      const audit: RoutingAudit = { explanation: choice.explanation, ...threeDs, answers };
      return {
        kind: 'decided',
        processor,
        decision,
        route: { cascadeAttempt: index, audit },
        authenticationRequested: choice.threeDs?.requested.has(processor) ?? false,
      };
    }
  }
  // Routing answers `routed` with at least one candidate.
  throw new Error('[Kassa] routing chose no processor');
}
