import type { RoutingDecision } from './route-attempt.ts';

// Cascading: when a processor answers a soft decline, the attempt moves on to the next candidate
// of the routing decision, unless the rule switched cascading off. A soft decline says nothing
// about the shopper or the card: the processor failed to get an answer, or the refusal is one
// another acquirer may well not give. A hard decline is the issuer's or a risk check's verdict on
// the card or the shopper, which a second processor would only repeat (or, for fraud, must not be
// asked to overturn). docs/routing.md lists both, with the reasons.

/** The processor failed to get an answer from the network: no bank decision was made. */
export const SOFT_PROCESSOR_CODES = [
  2900, // System malfunction
  2903, // Processor malfunction
  2904, // Timeout
  2914, // Processor timeout
  3901, // Processor Communication Error
] as const;

/**
 * Issuer answers that depend on the acquirer the payment came through, so another acquirer may
 * get an approval for the same card.
 */
export const SOFT_ISSUER_CODES = [
  // Do not honor (ISO 8583 05): the issuer's generic refusal without a reason, the one declines
  // are most often retried on another acquirer for (a domestic acquirer for a cross-border one).
  2002,
  // Merchant limit exceeded: the merchant's limit at this acquirer, not the card's; another
  // acquirer keeps its own.
  2008,
  // Invalid transaction (ISO 8583 12): the transaction as this acquirer formatted it (its merchant
  // category, its set-up for the currency or the type), not the card.
  2009,
] as const;

const SOFT: ReadonlySet<number> = new Set([...SOFT_PROCESSOR_CODES, ...SOFT_ISSUER_CODES]);

/**
 * Whether a processor's answer `code` lets the attempt cascade to the next processor. Everything
 * not listed is hard: success and pending (nothing to cascade), insufficient funds, limits and
 * restrictions on the card, lost, stolen and pick-up cards (22xx), fraud, risk and block lists
 * (23xx), 3-D Secure outcomes, wrong card data, integration errors, and 3000 Unknown error (the
 * payment may have been taken).
 */
export function isSoftDecline(code: number): boolean {
  return SOFT.has(code);
}

/**
 * The processor to try after `tried` of the decision's candidates have been tried, the last one
 * answering `lastCode`; undefined when the attempt ends with that answer: a hard decline or a
 * success, cascading switched off for the rule, or no candidate left.
 */
export function nextCandidate(
  decision: RoutingDecision,
  tried: number,
  lastCode: number,
): string | undefined {
  if (decision.outcome !== 'ROUTED' || !decision.cascade || !isSoftDecline(lastCode)) {
    return undefined;
  }
  return decision.processors[tried];
}
