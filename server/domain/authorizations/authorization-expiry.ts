import { ApiError } from '../../contract/api-error.ts';
import type { Database } from '../../platform/db/database.ts';
import { type Sweep, startSweep } from '../../platform/sweep.ts';
import { yieldToEventLoop } from '../../platform/yield-to-event-loop.ts';
import type { ProcessorRegistry } from '../processors/registry.ts';
import { expireInTransaction } from './close-authorization.ts';
import { claimDueAuthorization } from './closure-store.ts';

// The sandbox's clock for authorizations: one never captured or voided within
// AUTHORIZATION_HOLD_SECONDS of its success is expired — a VOID transaction and its TRANSACTION
// postback. A capture or void that meets one past its hold expires it there and then, so the
// answer never depends on when this sweep last ran.

export interface ExpiryDeps {
  db: Database;
  now: () => Date;
  processors: ProcessorRegistry;
  holdSeconds: number;
  onPostback: () => void;
  log: { error: (obj: object, msg: string) => void };
  intervalMs?: number;
}

/** Authorizations one run of the sweep expires at most. */
export const EXPIRY_BATCH = 50;

/**
 * Expires every due authorization (EXPIRY_BATCH a run), each claimed and closed in its own
 * database transaction with a turn of the event loop after it; returns how many it expired. The
 * claim skips an authorization another server (or a capture or void under way) holds, so two
 * servers sweeping at once share the due ones instead of queueing on one another's locks.
 */
export async function expireDueAuthorizations(
  deps: Omit<ExpiryDeps, 'intervalMs' | 'log'>,
): Promise<number> {
  const now = deps.now();
  const cutoff = new Date(now.getTime() - deps.holdSeconds * 1000);
  let expired = 0;
  for (let turn = 0; turn < EXPIRY_BATCH; turn += 1) {
    const closed = await deps.db
      .transaction(async (tx) => {
        const id = await claimDueAuthorization(tx, cutoff);
        if (id === undefined) return undefined;
        await expireInTransaction(tx, deps.processors, {
          authorizationId: id,
          now,
          holdSeconds: deps.holdSeconds,
        });
        return true;
      })
      .catch((error: unknown) => {
        // Closed between the claim's snapshot and its lock: nothing to expire.
        if (error instanceof ApiError) return false;
        throw error;
      });
    if (closed === undefined) break;
    if (closed) expired += 1;
    await yieldToEventLoop();
  }
  if (expired > 0) deps.onPostback();
  return expired;
}

export function startAuthorizationExpiry(deps: ExpiryDeps): Sweep {
  return startSweep(
    () => expireDueAuthorizations(deps),
    deps.intervalMs ?? 5000,
    (err) => deps.log.error({ err }, 'authorization expiry failed; will retry'),
  );
}
