import type { Database } from '../../platform/db/database.ts';
import { type Sweep, startSweep } from '../../platform/sweep.ts';
import { purgeKeys } from './key-store.ts';
import { KEY_RETENTION_MS } from './run-once.ts';

// Keys past their 24 hours are reusable at once (runOncePerKey takes such a row over); this
// worker only keeps the table from growing. It runs beside the postback and settlement workers.

export interface KeyPurgeDeps {
  db: Database;
  now: () => Date;
  log: { error: (obj: object, msg: string) => void };
  /** How often to purge; ten minutes unless a test says otherwise. */
  intervalMs?: number;
}

/** Deletes the keys whose retention ended; answers how many. */
export function purgeExpiredKeys(deps: Pick<KeyPurgeDeps, 'db' | 'now'>): Promise<number> {
  return purgeKeys(deps.db, new Date(deps.now().getTime() - KEY_RETENTION_MS));
}

export function startKeyPurge(deps: KeyPurgeDeps): Sweep {
  return startSweep(
    () => purgeExpiredKeys(deps),
    deps.intervalMs ?? 10 * 60_000,
    (err) => deps.log.error({ err }, 'idempotency key purge failed; will retry'),
  );
}
