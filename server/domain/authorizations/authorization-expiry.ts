import { ApiError } from '../../contract/api-error.ts';
import type { Database } from '../../platform/db/database.ts';
import { type Sweep, startSweep } from '../../platform/sweep.ts';
import { yieldToEventLoop } from '../../platform/yield-to-event-loop.ts';
import type { ProcessorRegistry } from '../processors/registry.ts';
import { closeAuthorization } from './close-authorization.ts';
import { dueAuthorizationIds } from './closure-store.ts';

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

/**
 * Expires every due authorization (50 a run), each in its own database transaction with a turn of
 * the event loop after it; returns how many it expired.
 */
export async function expireDueAuthorizations(
  deps: Omit<ExpiryDeps, 'intervalMs' | 'log'>,
): Promise<number> {
  const now = deps.now();
  const cutoff = new Date(now.getTime() - deps.holdSeconds * 1000);
  let expired = 0;
  for (const id of await dueAuthorizationIds(deps.db, cutoff, 50)) {
    const closed = await closeAuthorization(deps, {
      merchantId: null,
      authorizationId: id,
      kind: 'expire',
      now,
      holdSeconds: deps.holdSeconds,
    }).then(
      () => true,
      (error: unknown) => {
        // Captured or voided between the query and the lock: nothing to expire.
        if (error instanceof ApiError) return false;
        throw error;
      },
    );
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
