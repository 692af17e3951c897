import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  E2E_API_KEY,
  type KassaServer,
  payOverFormApi,
  startKassa,
} from '../e2e/support/kassa-server.ts';
import { prepareDatabase } from '../e2e/support/prepared-database.ts';
import { removeSeededPostbacks, seedPostbacks } from '../server/test-support/seed-postbacks.ts';
import { checkoutBody, loadCheckout } from './checkout-load.ts';
import type { LoadResult } from './load-runner.ts';
import { tokenChargeBody } from './mit-sale-load.ts';

// Postback delivery, as a merchant's receiver on this machine sees it:
// - deliveries per second: a backlog of `backlog` postbacks (copies of one real TRANSACTION
//   postback, written to the outbox before the server starts) delivered to a local receiver that
//   answers 200 at once; the rate is the backlog over the time from its first delivery to its last;
// - payment → postback delivered: MIT charges sent one every `paceMs` while a checkout load of
//   `connections` clients runs, each timed from the moment its request left to the moment its
//   TRANSACTION postback reached the receiver, and from the moment its answer arrived: the first
//   includes the charge's own time under the load, the second is the delivery's alone (the
//   payment commits before it is answered; a postback that outruns the answer counts as 0).
// Standalone: `npx tsx bench/postback-delivery.ts` (DATABASE_URL for PostgreSQL; `npm run build`
// first). Works on both engines: the backlog is written while the server is stopped.

export interface PostbackDeliveryResult {
  backlog: number;
  deliveriesPerSecond: number;
  /** Charges timed, and how long each waited for its postback. */
  latency: { charges: number; p50Ms: number; p99Ms: number; maxMs: number; missing: number };
  /** From each charge's answer to its postback's arrival. */
  afterAnswer: { p50Ms: number; p99Ms: number; maxMs: number };
  /** The checkout load that ran beside the charges. */
  checkout: LoadResult;
}

interface Receiver {
  url: string;
  /** Resolves once `count` deliveries whose event id starts with `prefix` have arrived. */
  deliveries(prefix: string, count: number): Promise<{ first: number; last: number }>;
  /** When the TRANSACTION postback of `transactionId` arrived (performance.now()). */
  arrival(transactionId: string): number | undefined;
  /** The first TRANSACTION postback's event id and payment token. */
  first: Promise<{ eventId: string; token: string }>;
  stop(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const arrivals = new Map<string, number>();
  const counted = new Map<string, { n: number; first: number; last: number }>();
  const waiters: { prefix: string; count: number; resolve: () => void }[] = [];
  let resolveFirst: (value: { eventId: string; token: string }) => void = () => {};
  const first = new Promise<{ eventId: string; token: string }>((resolve) => {
    resolveFirst = resolve;
  });
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = performance.now();
      response.writeHead(200).end();
      const eventId = String(request.headers['kassa-event-id'] ?? '');
      const prefix = eventId.slice(0, 10);
      const seen = counted.get(prefix) ?? { n: 0, first: at, last: at };
      seen.n += 1;
      seen.last = at;
      counted.set(prefix, seen);
      for (const waiter of waiters)
        if (prefix === waiter.prefix && seen.n >= waiter.count) waiter.resolve();
      if (prefix.startsWith('evt_bench')) return;
      try {
        const data = JSON.parse(Buffer.concat(chunks).toString('utf8')).data;
        if (typeof data?.transaction_id === 'string') arrivals.set(data.transaction_id, at);
        const token = data?.payment?.payment_token_id;
        if (typeof token === 'string') resolveFirst({ eventId, token });
      } catch {
        // Not a postback this bench reads.
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/postbacks`,
    deliveries: (prefix, count) =>
      new Promise((resolve) => {
        const done = () => {
          const seen = counted.get(prefix);
          if (seen) resolve({ first: seen.first, last: seen.last });
        };
        if ((counted.get(prefix)?.n ?? 0) >= count) done();
        else waiters.push({ prefix, count, resolve: done });
      }),
    arrival: (transactionId) => arrivals.get(transactionId),
    first,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

const PREFIX = 'evt_bench_';
/** Generous: the slowest build measured delivered a few hundred a second. */
const BACKLOG_BOUND_MS = 300_000;

export async function benchPostbackDelivery(options: {
  databaseUrl?: string | undefined;
  backlog: number;
  connections: number;
  durationSeconds: number;
  /** One MIT charge every this many milliseconds during the checkout load. */
  paceMs: number;
}): Promise<PostbackDeliveryResult> {
  const receiver = await startReceiver();
  const env = {
    LOG_LEVEL: 'warn',
    RATE_LIMIT_API_PER_MINUTE: '0',
    MERCHANT_CALLBACK_URL: receiver.url,
    ...(options.databaseUrl !== undefined && { DATABASE_URL: options.databaseUrl }),
  };
  const logFile = join(tmpdir(), 'kassa-bench-postback-delivery.log');
  let server: KassaServer | undefined = await startKassa(env, { logFile });
  try {
    // One real paid checkout: its TRANSACTION postback is the backlog's template, and its token
    // is what the timed charges charge.
    const res = await fetch(`${server.url}/v1/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': E2E_API_KEY },
      body: checkoutBody(),
    });
    const created: { data: { session: { redirect_url: string } } } = await res.json();
    await payOverFormApi(server, created.data.session.redirect_url, '4242424242424242');
    const template = await receiver.first;

    // The backlog, written while the server is stopped (the embedded engine is one process's).
    const { dataDir, databaseUrl } = server;
    await server.stop({ keepData: true });
    server = undefined;
    // The caller's DATABASE_URL is the server's database whenever there is one (its environment
    // wins over a database of the server's own).
    await prepareDatabase({ dataDir, databaseUrl: options.databaseUrl ?? databaseUrl }, (db) =>
      seedPostbacks(db, {
        templateEventId: template.eventId,
        count: options.backlog,
        idPrefix: PREFIX,
        due: new Date(),
      }),
    );
    server = await startKassa(env, { dataDir, databaseUrl, logFile });
    const { first, last } = await Promise.race([
      receiver.deliveries(PREFIX, options.backlog),
      new Promise<never>((_, reject) =>
        setTimeout(
          () =>
            reject(
              new Error(`[Kassa] the backlog was not delivered within ${BACKLOG_BOUND_MS} ms`),
            ),
          BACKLOG_BOUND_MS,
        ).unref(),
      ),
    ]);
    const deliveriesPerSecond = ((options.backlog - 1) / (last - first)) * 1000;

    // Charges at a steady pace beside the checkout load, each timed to its postback.
    const started: { transactionId: string; at: number; answeredAt: number }[] = [];
    let charging = true;
    const url = server.url;
    const charges = (async () => {
      const inFlight: Promise<void>[] = [];
      while (charging) {
        const at = performance.now();
        inFlight.push(
          fetch(`${url}/v1/mit-sale?mode=SYNC`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-api-key': E2E_API_KEY },
            body: tokenChargeBody({ token: template.token, customer: 'bench' }),
          }).then(async (answer) => {
            const body: { data?: { transactions?: { transaction_id: string }[] } } =
              await answer.json();
            const transactionId = body.data?.transactions?.[0]?.transaction_id;
            if (transactionId !== undefined) {
              started.push({ transactionId, at, answeredAt: performance.now() });
            }
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, options.paceMs));
      }
      await Promise.all(inFlight);
    })();
    const checkout = await loadCheckout({
      url,
      apiKey: E2E_API_KEY,
      connections: options.connections,
      durationSeconds: options.durationSeconds,
    });
    charging = false;
    await charges;
    // Every charge's postback has had the lease's worth of time to arrive; what has not is missing.
    const deadline = performance.now() + 20_000;
    while (
      started.some((charge) => receiver.arrival(charge.transactionId) === undefined) &&
      performance.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const waitsFrom = (from: (charge: (typeof started)[number]) => number): number[] =>
      started
        .map((charge) => {
          const arrived = receiver.arrival(charge.transactionId);
          return arrived === undefined ? undefined : Math.max(0, arrived - from(charge));
        })
        .filter((ms): ms is number => ms !== undefined)
        .sort((a, b) => a - b);
    const waits = waitsFrom((charge) => charge.at);
    const afterAnswer = waitsFrom((charge) => charge.answeredAt);
    return {
      backlog: options.backlog,
      deliveriesPerSecond,
      latency: {
        charges: started.length,
        p50Ms: percentile(waits, 50),
        p99Ms: percentile(waits, 99),
        maxMs: waits.at(-1) ?? Number.NaN,
        missing: started.length - waits.length,
      },
      afterAnswer: {
        p50Ms: percentile(afterAnswer, 50),
        p99Ms: percentile(afterAnswer, 99),
        maxMs: afterAnswer.at(-1) ?? Number.NaN,
      },
      checkout,
    };
  } finally {
    await server?.stop();
    await receiver.stop();
    // A database of the caller's is left as it was; the server's own is gone with it.
    const { databaseUrl } = options;
    if (databaseUrl !== undefined) {
      await prepareDatabase({ dataDir: 'memory://', databaseUrl }, (db) =>
        removeSeededPostbacks(db, PREFIX),
      );
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchPostbackDelivery({
    databaseUrl: process.env.DATABASE_URL,
    backlog: Number(process.env.BENCH_BACKLOG ?? 5000),
    connections: 32,
    durationSeconds: Number(process.env.BENCH_SECONDS ?? 10),
    paceMs: 20,
  });
  const { latency, afterAnswer, checkout } = result;
  console.log(
    `postbacks: ${Math.round(result.deliveriesPerSecond)} deliveries/s (backlog ${result.backlog}); ` +
      `payment → postback delivered p50 ${Math.round(latency.p50Ms)} ms, p99 ${Math.round(latency.p99Ms)} ms, ` +
      `max ${Math.round(latency.maxMs)} ms over ${latency.charges} charges (${latency.missing} missing); ` +
      `answered → postback delivered p50 ${Math.round(afterAnswer.p50Ms)} ms, p99 ${Math.round(afterAnswer.p99Ms)} ms, ` +
      `max ${Math.round(afterAnswer.maxMs)} ms ` +
      `beside ${Math.round(checkout.requestsPerSecond)} checkouts/s`,
  );
}
