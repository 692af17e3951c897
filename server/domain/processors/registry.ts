import type { Queryable } from '../../platform/db/database.ts';
import type { Processor } from '../processor.ts';
import type { ProcessorProfile } from '../routing/processor-profile.ts';
import { processorsById, routeAttempt } from '../routing/route-attempt.ts';
import type { RoutingConfiguration, RoutingFacts } from '../routing/routing-rules.ts';
import {
  authenticationRequested,
  type ThreeDsAnswer,
  threeDsNeeds,
  threeDsRequest,
} from '../routing/three-ds-rules.ts';

// The processor registry: how the payment lifecycle finds a processor. A first attempt (and a
// payout) is routed: the merchant's routing document (server/domain/routing) chooses the processors
// to try, in order. Anything that follows a decision — a capture, a void, a refund, a settlement, a
// dispute, a subscription's rebill on the card kept — goes back to the processor that made it, by
// the key its transaction was recorded with. Facts no one processor owns (BIN facts, exchange
// rates, wallet tokens) come from `network`.

/**
 * The merchant's 3-D Secure answer for an attempt that would be authenticated if asked
 * (docs/routing.md: 3-D Secure rules), and which candidates it asks to authenticate.
 */
export interface ThreeDsChoice {
  readonly answer: ThreeDsAnswer;
  /** The candidates the merchant asks to authenticate the payment: the port's `requested`. */
  readonly requested: ReadonlySet<Processor>;
}

/**
 * Routing's answer: the processors to try in order, or the refusal. Both carry the explanation,
 * and the merchant's 3-D Secure answer when the attempt was routed with `authenticates`.
 */
export type RouteChoice =
  | {
      readonly kind: 'routed';
      readonly candidates: readonly Processor[];
      /** Whether a soft decline moves the attempt to the next candidate. */
      readonly cascade: boolean;
      readonly explanation: unknown;
      readonly threeDs?: ThreeDsChoice | undefined;
    }
  | {
      readonly kind: 'refused';
      readonly code: number;
      readonly explanation: unknown;
      readonly threeDs?: ThreeDsChoice | undefined;
    };

export interface RouteOptions {
  /**
   * The attempt goes through 3-D Secure if asked: a card typed in or stored, a wallet's PAN_ONLY
   * card; not a device token with its cryptogram, which is authenticated already. The merchant's
   * three_ds section is then read, and what it requires of a processor joins the facts' needs.
   */
  readonly authenticates?: boolean | undefined;
}

/**
 * What the card networks and the rates say, whichever processor decides, and the retrieval
 * references of answers no processor gave (a refused route).
 */
export type NetworkFacts = Pick<
  Processor,
  'binFacts' | 'exchangeRate' | 'openWallet' | 'walletTokenRule' | 'reference'
>;

export interface ProcessorRegistry {
  readonly network: NetworkFacts;
  /** Routes a first attempt (or a payout) of `merchantId` by its routing document. */
  route(
    db: Queryable,
    merchantId: string,
    facts: RoutingFacts,
    options?: RouteOptions,
  ): Promise<RouteChoice>;
  /**
   * The processor a transaction was recorded with, by its key: the merchant's processor of that
   * key, or the registry's fallback for a key the merchant no longer has (or none: a transaction
   * recorded before processors had keys).
   */
  reach(db: Queryable, merchantId: string, processorId: string | null): Promise<Processor>;
}

export interface RoutedRegistryOptions {
  readonly network: NetworkFacts;
  /** The merchant's routing document (its own, or the default). */
  readonly documentOf: (db: Queryable, merchantId: string) => Promise<RoutingConfiguration>;
  /** The processor a profile describes (the sandbox's factory of named processors). */
  readonly build: (profile: ProcessorProfile) => Processor;
  /** Answers for a transaction whose processor the merchant's document no longer has. */
  readonly fallback: Processor;
}

/** `facts` with what the merchant's 3-D Secure answer requires of a processor, each need once. */
function withThreeDsNeeds(facts: RoutingFacts, answer: ThreeDsAnswer): RoutingFacts {
  const needs = [...(facts.needs ?? [])];
  for (const need of threeDsNeeds(answer)) if (!needs.includes(need)) needs.push(need);
  return { ...facts, needs };
}

/** A registry over merchants' routing documents, each read when asked: a change applies at once. */
export function routedRegistry(options: RoutedRegistryOptions): ProcessorRegistry {
  // One processor per profile of the document read: the reader keeps a document until one is
  // written, and a processor goes with the profile it was built from.
  const built = new WeakMap<ProcessorProfile, Processor>();
  const processorFor = (profile: ProcessorProfile): Processor => {
    let processor = built.get(profile);
    if (!processor) {
      processor = options.build(profile);
      built.set(profile, processor);
    }
    return processor;
  };
  return {
    network: options.network,
    async route(db, merchantId, facts, { authenticates = false } = {}) {
      const document = await options.documentOf(db, merchantId);
      const answer = authenticates ? threeDsRequest(document.three_ds, facts) : undefined;
      const decision = routeAttempt(document, answer ? withThreeDsNeeds(facts, answer) : facts);
      if (decision.outcome === 'REFUSED') {
        return {
          kind: 'refused',
          code: decision.code,
          explanation: decision.explanation,
          ...(answer && { threeDs: { answer, requested: new Set<Processor>() } }),
        };
      }
      const profiles = processorsById(document);
      const chosen = decision.processors.flatMap((id) => {
        const profile = profiles.get(id);
        return profile ? [{ profile, processor: processorFor(profile) }] : [];
      });
      const requested = new Set(
        chosen.flatMap(({ profile, processor }) =>
          answer && authenticationRequested(answer, profile) ? [processor] : [],
        ),
      );
      return {
        kind: 'routed',
        candidates: chosen.map(({ processor }) => processor),
        cascade: decision.cascade,
        explanation: decision.explanation,
        ...(answer && { threeDs: { answer, requested } }),
      };
    },
    async reach(db, merchantId, processorId) {
      if (processorId === null) return options.fallback;
      const document = await options.documentOf(db, merchantId);
      const profile = processorsById(document).get(processorId);
      return profile ? processorFor(profile) : options.fallback;
    },
  };
}

/**
 * A registry of one processor for everything: a test's own processor, or a deployment with a
 * single processor and no routing.
 */
export function singleProcessor(processor: Processor): ProcessorRegistry {
  return {
    network: processor,
    async route() {
      return {
        kind: 'routed',
        candidates: [processor],
        cascade: false,
        explanation: { outcome: 'ROUTED', processors: [processor.id ?? processor.name] },
      };
    },
    async reach() {
      return processor;
    },
  };
}
