import type { Config } from '../platform/config.ts';
import type { Database } from '../platform/db/database.ts';
import type { HostResolver } from '../platform/outbound/address-policy.ts';
import type { Processor } from './processor.ts';

/**
 * What the routes and the domain need from the outside world, passed in by the composition root
 * (server/main.ts); tests pass their own clock and config.
 */
export interface AppDeps {
  config: Config;
  db: Database;
  now: () => Date;
  /** Decides payments, 3-D Secure and refunds: the sandbox's, or a test's own. */
  processor: Processor;
  /** Wakes postback delivery after a request committed a postback. */
  onPostback: () => void;
  /** Resolves the test postback's host; DNS unless a test resolves names itself. */
  resolveHost?: HostResolver;
}
