import type { DisputeState } from '../../contract/dispute-table.ts';
import type { DisputeEntry } from './dispute-store.ts';

// What a transaction's disputes (oldest first, dispute-store.ts) say of its state: the state the
// table of what may follow what reads (server/contract/dispute-table.ts), and what a reversal
// reverses. What they do to the money is refunds/refund-balance.ts's.

export function disputeState(history: readonly Pick<DisputeEntry, 'kind'>[]): DisputeState {
  return history.at(-1)?.kind ?? 'NONE';
}

/** The last entry of `kind`, if any: what a reversal reverses. */
export function lastOf<E extends Pick<DisputeEntry, 'kind'>>(
  history: readonly E[],
  kind: DisputeEntry['kind'],
): E | undefined {
  return [...history].reverse().find((entry) => entry.kind === kind);
}
