import { METHODS } from '../../../common/methods/payment-methods.ts';
import type { ProcessorProfile } from './processor-profile.ts';
import type { RoutingFacts, RoutingNeed } from './routing-rules.ts';

// Whether a processor of a matched rule can take the attempt, by its profile alone: first whether
// it serves the request (the method, or the payout method; the card scheme for cards and
// wallets; the currency), then whether it has every feature the attempt needs. The two kinds of
// refusal are told apart because the spec has a code for each: 2909 "Processor not supported
// request" and 2902 "Processor not supported feature".

/** Why a candidate was dropped: it does not serve the request, or lacks a needed feature. */
export type DropKind = 'request' | 'feature';

export type CandidateVerdict =
  | { readonly kept: true; readonly reason: string }
  | { readonly kept: false; readonly drop: DropKind; readonly reason: string };

/** How an explanation names a missing feature. */
const NEED_WORDS: Readonly<Record<RoutingNeed, string>> = {
  mit: 'no MIT',
  three_ds: 'no 3-D Secure',
  authorize_capture: 'no authorize and capture',
  partial_refund: 'no partial refunds',
};

function dropped(drop: DropKind, reason: string): CandidateVerdict {
  return { kept: false, drop, reason };
}

/** The card scheme matters for the methods that pay with a card: CARD and the wallets. */
function paysWithCard(facts: RoutingFacts): boolean {
  const { kind } = METHODS[facts.method];
  return kind === 'card' || kind === 'wallet';
}

function requestRefusal(profile: ProcessorProfile, facts: RoutingFacts): string | undefined {
  if (facts.transaction_kind === 'PAYOUT') {
    const sends: readonly string[] = profile.features.payouts;
    if (!sends.includes(facts.method)) return `does not send ${facts.method} payouts`;
  } else {
    if (!profile.methods.includes(facts.method)) return `does not take method ${facts.method}`;
    const scheme = facts.card_scheme;
    if (scheme !== undefined && paysWithCard(facts) && !profile.card_schemes.includes(scheme)) {
      return `does not take card scheme ${scheme}`;
    }
  }
  const { currencies } = profile;
  if (currencies !== undefined && !currencies.includes(facts.currency_code)) {
    return `does not take currency ${facts.currency_code}`;
  }
  return undefined;
}

/** Whether `profile` (undefined: an id the document does not define) can take the attempt. */
export function judgeCandidate(
  profile: ProcessorProfile | undefined,
  facts: RoutingFacts,
): CandidateVerdict {
  if (profile === undefined) return dropped('request', 'is not a processor of the configuration');
  const refusal = requestRefusal(profile, facts);
  if (refusal !== undefined) return dropped('request', refusal);
  for (const need of facts.needs ?? []) {
    if (!profile.features[need]) return dropped('feature', NEED_WORDS[need]);
  }
  return { kept: true, reason: keptReason(facts) };
}

function keptReason(facts: RoutingFacts): string {
  const what =
    facts.transaction_kind === 'PAYOUT'
      ? `sends ${facts.method} payouts`
      : `takes ${facts.method}${facts.card_scheme !== undefined && paysWithCard(facts) ? ` ${facts.card_scheme}` : ''}`;
  const needs = facts.needs ?? [];
  const features = needs.length === 0 ? '' : ` with ${needs.join(', ')}`;
  return `${what} in ${facts.currency_code}${features}`;
}
