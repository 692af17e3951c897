import type { DisputeState } from '../../contract/dispute-table.ts';
import type { DisputeEntry } from './dispute-store.ts';

// What a transaction's disputes (oldest first, dispute-store.ts) amount to: the state the table of
// what may follow what reads (server/contract/dispute-table.ts), and the RDR that counts as a
// refund. The table allows one RDR and one RDR_REVERSAL per transaction, so an RDR is in force
// exactly when no reversal follows it.

export function disputeState(history: readonly Pick<DisputeEntry, 'kind'>[]): DisputeState {
  return history.at(-1)?.kind ?? 'NONE';
}

/** The amounts of the RDRs not reversed: refunds, for what is left to refund. */
export function rdrAmountsInForce(
  history: readonly Pick<DisputeEntry, 'kind' | 'amount'>[],
): string[] {
  if (history.some((entry) => entry.kind === 'RDR_REVERSAL')) return [];
  return history.filter((entry) => entry.kind === 'RDR').map((entry) => entry.amount);
}

/** The last entry of `kind`, if any: what a reversal reverses. */
export function lastOf<E extends Pick<DisputeEntry, 'kind'>>(
  history: readonly E[],
  kind: DisputeEntry['kind'],
): E | undefined {
  return [...history].reverse().find((entry) => entry.kind === kind);
}
