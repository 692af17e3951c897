import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createE2eDatabase } from '../e2e/support/e2e-database.ts';
import { E2E_API_KEY, type KassaServer, startKassa } from '../e2e/support/kassa-server.ts';
import { checkoutRequest } from './checkout-load.ts';
import { withCpuAccounting } from './cpu-accounting.ts';
import type { LoadResult } from './load-runner.ts';
import { runAutocannonCli, runLoad } from './load-runner.ts';
import { loadTokenCharges, saveTokens, startPostbackReceiver } from './mit-sale-load.ts';
import { loadPayout } from './payout-load.ts';
import { turnSchedule } from './turns.ts';

// The bench's throughput figures, each a server started for it (the build's own, on a database
// of its own), a 2 s warm-up and one measured load, then the server stopped: the same for this
// build alone and for two builds in turns (`--against`), where each turn must start from the same
// state (a fresh database, no rows left by the turn before).

/** A build to measure: this checkout's (`dist/`) or another ref's (bench/other-build.ts). */
export interface Build {
  label: string;
  /** Its built server; undefined: this checkout's. */
  serverEntry: string | undefined;
}

export interface Engine {
  name: string;
  /** A PostgreSQL server to make each server's database on; undefined: the embedded engine. */
  databaseUrl: string | undefined;
}

export interface Figure {
  name: string;
  measure(build: Build): Promise<LoadResult>;
}

export interface FigureOptions {
  engines: Engine[];
  connections: number;
  durationSeconds: number;
  logLevel: string;
  /** How many tokens the many-tokens charges take in turn. */
  tokens: number;
}

const WARM_UP_SECONDS = 2;

/** A per-key limit no bench run reaches (the configuration's highest): counted, never refusing. */
const COUNTED_NEVER_REACHED = 10_000_000;

/** The server's log goes to a file, as a deployment's goes to its collector (not a pipe we read). */
export const serverLog = (name: string): string =>
  join(tmpdir(), `kassa-bench-${name.replace(/\W+/g, '-')}.log`);

/** Starts `build`'s server on `engine` with `env`, runs `work`, stops it (its database dropped). */
async function withServer<T>(
  build: Build,
  engine: Engine,
  name: string,
  env: Record<string, string>,
  work: (url: string, server: KassaServer) => Promise<T>,
): Promise<T> {
  const server = await startKassa(
    // One API key sends thousands of requests a second here: the per-key rate limit (6,000 a
    // minute by default) is switched off for the measurement, as docs/benchmarks.md says.
    { RATE_LIMIT_API_PER_MINUTE: '0', ...env },
    {
      ...(build.serverEntry && { entry: build.serverEntry }),
      ...(engine.databaseUrl && { databaseUrl: await createE2eDatabase(engine.databaseUrl) }),
      logFile: serverLog(name),
    },
  );
  try {
    return await work(server.url, server);
  } finally {
    await server.stop();
  }
}

export function throughputFigures(options: FigureOptions): Figure[] {
  const { connections, durationSeconds, logLevel } = options;
  const load = { apiKey: E2E_API_KEY, connections };
  const figures: Figure[] = [];
  for (const engine of options.engines) {
    // KASSA_PROCESSES runs that many server processes on one port; the embedded engine is one
    // process (its data folder is locked), and a build without the variable ignores it.
    const processes = engine.databaseUrl ? [1, 2] : [undefined];
    for (const count of processes) {
      const suffix = count === undefined ? '' : `, ${count} process${count === 1 ? '' : 'es'}`;
      figures.push({
        name: `POST /v1/checkout, ${engine.name}${suffix}`,
        measure: (build) =>
          withServer(
            build,
            engine,
            `checkout-${engine.name}${suffix}`,
            { LOG_LEVEL: logLevel, ...(count && { KASSA_PROCESSES: String(count) }) },
            async (url, server) => {
              await runLoad(checkoutRequest({ ...load, url, durationSeconds: WARM_UP_SECONDS }));
              return withCpuAccounting(server, () =>
                runLoad(checkoutRequest({ ...load, url, durationSeconds })),
              );
            },
          ),
      });
    }
    if (engine.databaseUrl) {
      // The per-key limit on, so high that no request is refused: every request counted in its
      // window's row in PostgreSQL, shared by every process (server/http/rate-limit-store.ts).
      figures.push({
        name: `POST /v1/checkout, ${engine.name}, rate limit counted`,
        measure: (build) =>
          withServer(
            build,
            engine,
            `checkout-${engine.name}-limited`,
            { LOG_LEVEL: logLevel, RATE_LIMIT_API_PER_MINUTE: String(COUNTED_NEVER_REACHED) },
            async (url, server) => {
              await runLoad(checkoutRequest({ ...load, url, durationSeconds: WARM_UP_SECONDS }));
              return withCpuAccounting(server, () =>
                runLoad(checkoutRequest({ ...load, url, durationSeconds })),
              );
            },
          ),
      });
    }
    figures.push({
      name: `POST /v1/payout (SEPA), ${engine.name}`,
      measure: (build) =>
        withServer(
          build,
          engine,
          `payout-${engine.name}`,
          { LOG_LEVEL: logLevel },
          async (url, server) => {
            await loadPayout({ ...load, url, durationSeconds: WARM_UP_SECONDS });
            return withCpuAccounting(server, () => loadPayout({ ...load, url, durationSeconds }));
          },
        ),
    });
    const charges = [
      { endpoint: 'mit-sale', tokens: 1 },
      { endpoint: 'mit-sale', tokens: options.tokens },
      { endpoint: 'cit-sale', tokens: options.tokens },
    ] as const;
    for (const { endpoint, tokens } of charges) {
      const label = endpoint === 'mit-sale' ? 'POST /v1/mit-sale?mode=SYNC' : 'POST /v1/cit-sale';
      figures.push({
        name: `${label}, ${tokens === 1 ? 'one token' : `${tokens} tokens`}, ${engine.name}`,
        measure: async (build) => {
          const receiver = await startPostbackReceiver();
          try {
            return await withServer(
              build,
              engine,
              `${endpoint}-${tokens}-${engine.name}`,
              {
                LOG_LEVEL: logLevel,
                // The tokens are saved by paying checkouts on the form API from one address.
                RATE_LIMIT_PAYMENTS_PER_MINUTE: '0',
                MERCHANT_CALLBACK_URL: receiver.url,
              },
              async (url, server) => {
                const saved = await saveTokens({ url, apiKey: E2E_API_KEY }, receiver, tokens);
                const charge = { ...load, url, endpoint, tokens: saved } as const;
                await loadTokenCharges({ ...charge, durationSeconds: WARM_UP_SECONDS });
                return withCpuAccounting(server, () =>
                  loadTokenCharges({ ...charge, durationSeconds }),
                );
              },
            );
          } finally {
            await receiver.stop();
          }
        },
      });
    }
  }
  return figures;
}

/** Keeps the figures whose name contains one of `only` (all of them when it is empty). */
export const selectFigures = (figures: Figure[], only: readonly string[]): Figure[] =>
  only.length === 0
    ? figures
    : figures.filter((f) => only.some((part) => f.name.toLowerCase().includes(part.toLowerCase())));

export const GENERATORS = [
  'own process (the bench)',
  'in the bench process (before)',
  'autocannon CLI',
] as const;
export type Generator = (typeof GENERATORS)[number];

/**
 * The checkout on one server, measured by each load generator in turns: the bench's (autocannon
 * in a process of its own), autocannon inside the bench's process as it ran before, and
 * autocannon's command line as a plain load-generator process.
 */
export async function compareGenerators(
  options: FigureOptions & { engine: Engine; turns: number },
  report: (generator: Generator, turn: number, result: LoadResult) => void,
): Promise<void> {
  const build = { label: 'this build', serverEntry: undefined };
  await withServer(
    build,
    options.engine,
    `generators-${options.engine.name}`,
    { LOG_LEVEL: options.logLevel },
    async (url) => {
      const request = (durationSeconds: number) =>
        checkoutRequest({
          apiKey: E2E_API_KEY,
          connections: options.connections,
          url,
          durationSeconds,
        });
      await runLoad(request(WARM_UP_SECONDS));
      for (const { turn, side: generator } of turnSchedule(GENERATORS, options.turns)) {
        const r = request(options.durationSeconds);
        const result =
          generator === 'autocannon CLI'
            ? await runAutocannonCli(r)
            : await runLoad({
                ...r,
                generator: generator === 'own process (the bench)' ? 'process' : 'in-process',
              });
        report(generator, turn, result);
      }
    },
  );
}
