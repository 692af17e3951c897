import type { Database } from '../../platform/db/database.ts';
import {
  type HostResolver,
  type OutboundPolicy,
  systemResolver,
} from '../../platform/outbound/address-policy.ts';
import type { AttemptTimer } from '../../platform/outbound/pinned-post.ts';
import { yieldToEventLoop } from '../../platform/yield-to-event-loop.ts';
import type { AttemptOutcome, ClaimedPostback } from './outbox-store.ts';
import {
  announceDuePostbacks,
  claimDuePostbacks,
  POSTBACKS_DUE_CHANNEL,
  recordDelivered,
  recordUndelivered,
} from './outbox-store.ts';
import { retryDelayMs, waitingDelayMs } from './retry-delay.ts';
import { sendPostback } from './send-postback.ts';

// The delivery worker: claims due events from the outbox, posts them, records the outcome.
// Every decision lives in the database (leases, next_attempt_at), so any number of servers can run
// a worker and a restart resumes where the last process stopped. Logs name the event, never its
// body: payloads carry customer data.
//
// When it looks: at once when its own process commits an event (kick), when another worker
// announces events it cannot take (POSTBACKS_DUE_CHANNEL), when a send ends while more may be
// due, and every poll interval for the rest (retries coming due, a process that died between its
// commit and its claim, a lost notification).

type LogFn = (fields: object, message: string) => void;

export interface PostbackLog {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

export interface PostbackDeliveryOptions {
  db: Database;
  log: PostbackLog;
  /** Seconds to wait before each retry; its length is the number of retries after the first try. */
  retrySchedule: readonly number[];
  timeoutMs: number;
  pollIntervalMs?: number;
  /** Sends in flight at once (default 32). */
  concurrency?: number;
  /** Which addresses a callback URL may reach (config.outbound). */
  outbound: OutboundPolicy;
  /** Resolves callback URL hosts; DNS unless a test resolves them itself. */
  resolveHost?: HostResolver;
  /** The injected clock: when attempts are due and made. */
  now: () => Date;
  /** Sends one attempt; the real HTTP send unless a test decides an attempt's outcome itself. */
  send?: typeof sendPostback;
  /** Each attempt's clock: real time unless a test decides when an attempt's time is up. */
  timer?: AttemptTimer;
}

export interface PostbackDelivery {
  /** Resolves once the loop has ended and every send in flight has been recorded. */
  stop(): Promise<void>;
  /**
   * Looks for due events now instead of at the next poll: call it after committing an event. When
   * this worker cannot take them all at once, it asks the other processes' workers to.
   */
  kick(): void;
}

// The claim outlives the send's timeout by this much, to cover recording the outcome and modest
// clock differences between servers; only then may another worker take the event over.
const LEASE_MARGIN_MS = 15_000;
export const NO_CALLBACK_URL = 'no callback URL configured';

/** What every log line about an attempt names. */
interface AttemptFields {
  eventId: string;
  merchantId: string;
}

/** How long a claimed event stays reserved for the worker that claimed it. */
export function postbackLeaseMs(timeoutMs: number): number {
  return timeoutMs + LEASE_MARGIN_MS;
}

export function startPostbackDelivery(options: PostbackDeliveryOptions): PostbackDelivery {
  const { db, log, retrySchedule, timeoutMs } = options;
  const send = options.send ?? sendPostback;
  const pollIntervalMs = options.pollIntervalMs ?? 500;
  const concurrency = options.concurrency ?? 32;
  const resolveHost = options.resolveHost ?? systemResolver;
  const { now } = options;
  const leaseMs = postbackLeaseMs(timeoutMs);

  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  // Set by kick(), and when a send finishes while more events may be due: claim again without
  // waiting.
  let pending = false;
  // Whether the last claim took as many events as it asked for, so more may be waiting: only then
  // does a finished send claim again. A claim that came back short saw every due event; new ones
  // arrive with a kick (or, written by another process, at the next poll). Without this each
  // delivery cost two claims more than it needed, each finding nothing.
  let moreDue = true;
  let wake: (() => void) | undefined;
  // Whether this process committed events since the last claim: only its own are announced to the
  // others, so that two busy workers do not wake each other in turn.
  let kicked = false;
  let announcing: Promise<void> | undefined;

  const wakeUp = (): void => {
    pending = true;
    wake?.();
  };

  // Other workers hear what this process committed and could not take, and this one what theirs
  // could not. A notification sent while this one was not listening is lost: a look once it
  // listens again finds what it announced. Without it the event waits for a poll.
  let deaf = false;
  const listener = db.listen(POSTBACKS_DUE_CHANNEL, {
    notified: wakeUp,
    listening: () => {
      if (deaf) wakeUp();
      deaf = false;
    },
    lost: () => {
      deaf = true;
    },
  });

  /** Asks the other workers to claim what this one could not; one announcement at a time. */
  function announce(): void {
    if (announcing || stopped) return;
    announcing = announceDuePostbacks(db)
      .catch((error: unknown) => {
        log.warn({ err: error }, 'could not announce due postbacks; the other servers poll');
      })
      .finally(() => {
        announcing = undefined;
      });
  }

  // Deliveries waiting to be recorded, written together by one statement at a time. A send's slot
  // is free once its answer is in, not once it is recorded: under load the record waits behind
  // the requests' statements, and a slot held meanwhile kept the next committed event from being
  // claimed. Until it is recorded the event stays leased, so no other worker sends it again;
  // stop() waits for the records as well as for the sends.
  let toRecord: { outcome: AttemptOutcome; fields: AttemptFields; status: number }[] = [];
  let recorder: Promise<void> | undefined;

  async function recordBatches(): Promise<void> {
    while (toRecord.length > 0) {
      const batch = toRecord;
      toRecord = [];
      try {
        await recordDelivered(
          db,
          batch.map((entry) => entry.outcome),
        );
        for (const { fields, status } of batch)
          log.info({ ...fields, status }, 'postback delivered');
      } catch (error) {
        for (const { fields } of batch) notRecorded(fields, error);
      }
    }
    recorder = undefined;
  }

  function recordDelivery(outcome: AttemptOutcome, fields: AttemptFields, status: number): void {
    toRecord.push({ outcome, fields, status });
    recorder ??= recordBatches();
  }

  function notRecorded(fields: AttemptFields, error: unknown): void {
    // Most likely the database: the lease runs out and the event is tried again, so nothing is
    // lost, though the merchant may receive this attempt twice.
    const { eventId, merchantId } = fields;
    log.error({ eventId, merchantId, err: error }, 'postback attempt not recorded');
  }

  /** Ends when the attempt's slot is free: once a delivery's answer is in, or a failure recorded. */
  async function attempt(event: ClaimedPostback): Promise<void> {
    const attemptNo = event.attempts + 1;
    const fields = { eventId: event.eventId, merchantId: event.merchantId, attempt: attemptNo };
    if (!event.callbackUrl) {
      // Kept pending, not failed: a merchant who configures a URL later still gets the event.
      const at = now();
      const nextAttemptAt = new Date(at.getTime() + waitingDelayMs(retrySchedule, attemptNo));
      log.warn(
        { ...fields, nextAttemptAt },
        'postback not sent: the merchant has no callback URL; it stays queued until one is set',
      );
      await recordUndelivered(db, {
        eventId: event.eventId,
        attemptsBefore: event.attempts,
        status: null,
        error: NO_CALLBACK_URL,
        nextAttemptAt,
        now: at,
        attemptedAt: at,
        durationMs: 0,
        excerpt: '',
      });
      return;
    }

    const attemptedAt = now();
    const outcome = await send({
      url: event.callbackUrl,
      event,
      timeoutMs,
      now: attemptedAt,
      policy: options.outbound,
      resolveHost,
      ...(options.timer && { timer: options.timer }),
    });
    const finishedAt = now();
    const recorded = {
      eventId: event.eventId,
      attemptsBefore: event.attempts,
      now: finishedAt,
      attemptedAt,
      durationMs: outcome.durationMs,
      excerpt: outcome.excerpt,
    };
    if (outcome.delivered) {
      recordDelivery({ ...recorded, status: outcome.status }, fields, outcome.status);
      return;
    }
    // An address the outbound policy refuses ("refused: private address") is a failed attempt
    // like an unreachable host, on the same schedule: no connection was opened, and a corrected
    // MERCHANT_CALLBACK_URL or SANDBOX_POSTBACK_TARGETS (after a restart), or a name that resolves
    // elsewhere by then, delivers it. Once the schedule is spent it is failed; resend queues it again.
    const delay = retryDelayMs(retrySchedule, attemptNo);
    const nextAttemptAt = delay === undefined ? null : new Date(finishedAt.getTime() + delay);
    await recordUndelivered(db, {
      ...recorded,
      status: outcome.status,
      error: outcome.error,
      nextAttemptAt,
    });
    const failure = { ...fields, status: outcome.status, error: outcome.error };
    if (nextAttemptAt) {
      log.warn({ ...failure, nextAttemptAt }, 'postback attempt failed; will retry');
    } else {
      log.error(failure, 'postback failed: retry schedule exhausted');
    }
  }

  function track(event: ClaimedPostback): void {
    const running = attempt(event)
      .catch((error: unknown) => notRecorded(event, error))
      .finally(() => {
        inFlight.delete(running);
        if (moreDue) wakeUp();
      });
    inFlight.add(running);
  }

  async function claimFreeSlots(): Promise<void> {
    const ownCommits = kicked;
    kicked = false;
    const limit = concurrency - inFlight.size;
    if (limit <= 0) {
      moreDue = true;
    } else {
      const claimed = await claimDuePostbacks(db, { now: now(), leaseMs, limit });
      moreDue = claimed.length === limit;
      for (const event of claimed) track(event);
    }
    // Every slot is taken and this process has just committed events: they would wait for one of
    // its sends to end while another process may be idle.
    if (moreDue && ownCommits) announce();
  }

  async function loop(): Promise<void> {
    while (!stopped) {
      pending = false;
      try {
        await claimFreeSlots();
      } catch (error) {
        log.error({ err: error }, 'postback outbox could not be read; retrying at the next poll');
      }
      if (stopped) break;
      if (pending) {
        // More may be due (a send ended, or a kick): claim it after a turn of the event loop, so
        // that a backlog recorded without a network round trip (no callback URL) does not keep
        // the server from its requests.
        await yieldToEventLoop();
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollIntervalMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  }

  const looping = loop();
  return {
    kick() {
      kicked = true;
      wakeUp();
    },
    async stop() {
      stopped = true;
      wake?.();
      await looping;
      while (inFlight.size > 0) await Promise.all(inFlight);
      await recorder;
      await announcing;
      await listener.close();
    },
  };
}
