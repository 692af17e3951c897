import { ApiError } from '../../contract/api-error.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { DEFAULT_ROUTING } from './default-routing.ts';
import { type RoutingExplanation, routeAttempt } from './route-attempt.ts';
import type { RoutingConfiguration, RoutingFacts, RoutingNeed } from './routing-rules.ts';
import { findStoredRouting, routingOf, type StoredRouting, storeRouting } from './routing-store.ts';
import { type ThreeDsAnswer, threeDsNeeds, threeDsRequest } from './three-ds-rules.ts';

// A merchant's routing document as the sandbox's routing API reads, writes and explains it
// (docs/routing.md: The routing API). The document is checked before it reaches here (the route's
// schema, routingProblems and the sandbox's behaviour checks); what is decided here is which
// version is answered, whether a write may go over the version its writer read, and what routing
// would do with a payment's facts. Routing reads the stored document on every attempt, so what is
// written here applies to the next payment.

/** The merchant's document as the API answers it: its own, or the default. */
export interface RoutingView {
  readonly document: RoutingConfiguration;
  /**
   * 0 before the merchant's first write, then one more for each write (going back to the default
   * included): never the same for two documents.
   */
  readonly version: number;
  /** When the stored document was written; null for the default. */
  readonly updated_at: string | null;
  readonly is_default: boolean;
}

function viewOf(stored: StoredRouting | undefined): RoutingView {
  if (stored?.document == null) {
    return {
      document: DEFAULT_ROUTING,
      version: stored?.version ?? 0,
      updated_at: null,
      is_default: true,
    };
  }
  return {
    document: stored.document,
    version: stored.version,
    updated_at: stored.updatedAt.toISOString(),
    is_default: false,
  };
}

/** The 412 of a write made over a version that is no longer the stored one. */
function staleVersion(asked: number, current: number): ApiError {
  return new ApiError(
    412,
    'INVALID_REQUEST',
    `If-Match names version ${asked} of the routing document, but version ${current} is stored: ` +
      'read it again (GET /sandbox/api/routing) and make your change to that one',
  );
}

export async function readRouting(db: Queryable, merchantId: string): Promise<RoutingView> {
  return viewOf(await findStoredRouting(db, merchantId));
}

/**
 * Stores the merchant's document (checked already), or null to go back to the default: over any
 * version, or only over `overVersion` (the version the writer read) and a 412 when another is
 * stored.
 */
export async function writeRouting(
  db: Queryable,
  merchantId: string,
  document: RoutingConfiguration | null,
  now: Date,
  overVersion?: number,
): Promise<RoutingView> {
  const stored = await storeRouting(db, merchantId, document, now, overVersion);
  if (stored === undefined) {
    throw staleVersion(overVersion ?? 0, (await readRouting(db, merchantId)).version);
  }
  return viewOf(stored);
}

/** What routing would do with a payment's facts, and what the merchant's 3-D Secure rules ask. */
export interface RoutingExplained {
  readonly explanation: RoutingExplanation;
  /** The three_ds section's answer for the facts; null when the document has no such section. */
  readonly three_ds: ThreeDsAnswer | null;
}

/**
 * The explanation of an attempt with `facts` under the merchant's current document. When the
 * merchant's 3-D Secure rules require authentication, only a processor with 3-D Secure may take the
 * payment (docs/routing.md: Modes), so that need joins the facts' own.
 */
export async function explainRouting(
  db: Queryable,
  merchantId: string,
  facts: RoutingFacts,
): Promise<RoutingExplained> {
  const document = await routingOf(db, merchantId);
  if (document.three_ds === undefined) {
    return { explanation: routeAttempt(document, facts).explanation, three_ds: null };
  }
  const threeDs = threeDsRequest(document.three_ds, facts);
  const needs: RoutingNeed[] = [...new Set([...(facts.needs ?? []), ...threeDsNeeds(threeDs)])];
  return {
    explanation: routeAttempt(document, { ...facts, needs }).explanation,
    three_ds: threeDs,
  };
}
