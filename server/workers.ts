import type { Logger } from 'pino';
import { startAuthorizationExpiry } from './domain/authorizations/authorization-expiry.ts';
import { startDisputeSweep } from './domain/disputes/run-scheduled.ts';
import { startKeyPurge } from './domain/idempotency/purge.ts';
import { startPendingSettlement } from './domain/outcomes/settle-pending.ts';
import { startPayoutSettlement } from './domain/payouts/settle-payouts.ts';
import { startPostbackDelivery } from './domain/postbacks/delivery.ts';
import type { ProcessorRegistry } from './domain/processors/registry.ts';
import { rebillDepsOf } from './domain/rebills/rebill.ts';
import { startSubscriptionRebills } from './domain/rebills/rebill-scheduler.ts';
import { apmStep } from './domain/steps/apm/decide-apm.ts';
import { startStepSweep } from './domain/steps/pending-step.ts';
import { threeDsStep } from './domain/steps/three-ds/challenge.ts';
import { claimDueSubscriptions } from './domain/subscriptions/subscription-store.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db/database.ts';

// Every background loop of the server, started from one list and stopped in the reverse order:
// postback delivery first (the others wake it when they commit a postback) and last to stop, so
// a postback committed by a loop's last run is still sent.

export interface WorkerDeps {
  config: Config;
  db: Database;
  now: () => Date;
  processors: ProcessorRegistry;
  log: Logger;
}

export interface Workers {
  /** Wakes postback delivery after a request committed a postback. */
  kickDelivery(): void;
  /** Stops every loop, each after its run in flight. */
  stop(): Promise<void>;
}

export function startWorkers({ config, db, now, processors, log }: WorkerDeps): Workers {
  // Delivery's claims and records go through a connection of their own: in the pool's queue they
  // waited behind every request's statements, and a committed postback with them.
  const deliveryDb = db.ownConnection();
  const delivery = startPostbackDelivery({
    db: deliveryDb,
    now,
    log,
    retrySchedule: config.postbackRetrySchedule,
    timeoutMs: config.postbackTimeoutMs,
    outbound: config.outbound,
  });
  const onPostback = () => delivery.kick();
  const loops = [
    startPendingSettlement({ db, now, processors, log, onPostback }),
    // Payouts end when the processor's answer is due (SANDBOX_PAYOUT_<METHOD>_SECONDS).
    startPayoutSettlement({ db, now, processors, log, onPostback }),
    // Disputes the dispute test cards planned, when due on the server's time.
    startDisputeSweep({ db, now, processors, log, onPostback }),
    startKeyPurge({ db, now, log }),
    // Steps nobody finishes end when their time runs out.
    startStepSweep(
      { db, now, log, onPostback },
      threeDsStep({ processors, pendingSettleMs: config.pendingSettleMs }),
    ),
    startStepSweep(
      { db, now, log, onPostback },
      apmStep({ processors, autoPaySeconds: config.apmAutoPaySeconds }),
    ),
    startAuthorizationExpiry({
      db,
      now,
      processors,
      log,
      holdSeconds: config.authorizationHoldSeconds,
      onPostback,
    }),
    // Rebills, trial ends, retries and the ends of periods, as they come due.
    startSubscriptionRebills({
      db,
      now,
      log,
      onPostback,
      claim: claimDueSubscriptions,
      ...rebillDepsOf({ processors, config }),
    }),
  ];
  return {
    kickDelivery: onPostback,
    async stop() {
      for (const loop of [...loops].reverse()) await loop.stop();
      await delivery.stop();
      await deliveryDb.close();
    },
  };
}
