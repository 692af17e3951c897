import type { Config } from '../platform/config.ts';
import type { Database } from '../platform/db/database.ts';
import type { HostResolver } from '../platform/outbound/address-policy.ts';
import type { ProcessorRegistry } from './processors/registry.ts';

/**
 * What the routes and the domain need from the outside world, passed in by the composition root
 * (server/main.ts); tests pass their own clock and config.
 */
export interface AppDeps {
  config: Config;
  db: Database;
  now: () => Date;
  /**
   * Finds the processors that decide payments, 3-D Secure, refunds and payouts: routes first
   * attempts, reaches the processor of a transaction for what follows it.
   */
  processors: ProcessorRegistry;
  /** Wakes postback delivery after a request committed a postback. */
  onPostback: () => void;
  /** Resolves the test postback's host; DNS unless a test resolves names itself. */
  resolveHost?: HostResolver;
}
