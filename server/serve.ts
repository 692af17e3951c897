import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import { ensureFirstAdmin } from './domain/operators/operators.ts';
import {
  hearRoutingWrites,
  ROUTING_WRITES_CHANNEL,
  routingWrittenElsewhere,
} from './domain/routing/routing-store.ts';
import { type Config, ConfigError, loadConfig } from './platform/config.ts';
import { secureDataDir } from './platform/data-dir-modes.ts';
import { DataDirLockedError } from './platform/db/data-dir-lock.ts';
import { type Database, openDatabase } from './platform/db/database.ts';
import { migrate } from './platform/db/migrate.ts';
import { type Listener, listenForNotifications } from './platform/db/notifications.ts';
import { loadEnvFileIfPresent } from './platform/env-file.ts';
import { createLogger } from './platform/logger.ts';
import { bannerLines, probeCallbackUrl } from './platform/startup-banner.ts';
import type { StopSignals } from './platform/stop-signals.ts';
import { sandboxProcessors } from './sandbox/processor/sandbox-registry.ts';
import { ensureSandboxMerchant } from './sandbox/sandbox-merchant.ts';
import { type RunningCluster, serveCluster } from './serve-cluster.ts';
import { startWorkers, type Workers } from './workers.ts';

// The server's process (server/main.ts runs it): configuration, storage, the sandbox merchant, the
// port, then the background workers. Workers start only once the port is bound: a start that
// cannot listen (the port taken) exits having run no sweep and sent no postback. A stop signal is
// honoured whenever it comes: what is open by then is closed, and the exit code is 0.
//
// With KASSA_PROCESSES above 1 this process is the primary of a node:cluster (serve-cluster.ts):
// it does what must happen once (migrations, the sandbox merchant and its generated credentials,
// the banner), then forks the processes that serve. Each of those runs this file again as a
// cluster worker: it opens the database, builds the app, listens on the shared port and runs the
// background loops, none of the once-only steps.

/** How long a stopping server lets requests in flight finish before it cuts their connections. */
const SHUTDOWN_GRACE_MS = 10_000;

/** The embedded database and generated credentials live in DATA_DIR; with all three configured, nothing does. */
const usesDataDir = (config: Config): boolean =>
  !config.databaseUrl || !config.merchantApiKey || !config.postbackSecret;

/** What the start has opened so far, closed in the reverse order on stop. */
interface Running {
  config?: Config;
  log?: Logger;
  db?: Database;
  app?: FastifyInstance;
  workers?: Workers;
  /** On PostgreSQL: hears the routing documents other processes write. */
  routingWrites?: Listener;
  /** The primary's processes, with KASSA_PROCESSES above 1. */
  cluster?: RunningCluster;
}

const running: Running = {};

/** From the stop signal on, GET /readyz answers 503 (server/http/health.ts). */
let stopping = false;

async function start(stopSignals: StopSignals): Promise<void> {
  // Stopped while the modules loaded: nothing to open.
  if (stopSignals.received) return;
  // Before anything touches the disk: every file the server (and PGlite's Node filesystem, whose
  // files are created with mode 0666 less the umask) creates is the server user's alone, 0600 and
  // 0700.
  process.umask(0o077);
  const envFile = loadEnvFileIfPresent();
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  running.config = config;
  running.log = log;
  // The embedded engine locks DATA_DIR as it opens (db/data-dir-lock.ts) before anything is
  // written there: a second process on the same folder stops here, having changed nothing.
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    preparedStatements: config.databasePreparedStatements,
    poolSize: config.databasePoolSize,
    onStaleLock: (previous) =>
      log.warn(
        { dataDir: config.dataDir, previous },
        'took over the lock of DATA_DIR: the process that held it is gone (it did not stop cleanly)',
      ),
  });
  running.db = db;
  if (stopSignals.received) return;
  // A cluster worker: the primary has migrated the database and settled the sandbox merchant.
  if (cluster.isWorker) {
    await listenAndWork(config, db, log, stopSignals);
    return;
  }
  if (usesDataDir(config) || existsSync(config.dataDir)) {
    const tightened = await secureDataDir(config.dataDir);
    if (tightened > 0) {
      log.warn(
        { dataDir: config.dataDir, tightened },
        'DATA_DIR was open to other users: removed group and other permissions (folders 0700, files 0600)',
      );
    }
  }
  const applied = await migrate(db);
  if (applied.length > 0) log.info({ migrations: applied }, 'database migrated');
  const sandbox = await ensureSandboxMerchant(db, config);
  for (const warning of sandbox.warnings) log.warn(warning);
  // Of several servers starting on one database, only the one that creates the admin prints it.
  const adminPassword = await ensureFirstAdmin(db, new Date());
  // The banner shows what the sandbox merchant has now: the back office's values, once set.
  const shown: Config = {
    ...config,
    merchantCallbackUrl: sandbox.settings.callbackUrl ?? undefined,
    merchantAllowedOrigins: sandbox.settings.allowedOrigins,
    merchantTheme: sandbox.settings.theme,
  };
  const banner = { ...sandbox, adminPassword };
  if (stopSignals.received) return;
  if (config.processes > 1) {
    // The primary serves nothing itself: the workers open their own pools.
    delete running.db;
    await db.close();
    // Each process drains, then lets its requests finish: only then is one that hangs killed.
    const stopMs = config.shutdownDrainMs + SHUTDOWN_GRACE_MS;
    running.cluster = await serveCluster(config, log, stopMs, (port) => localUrl(config, port));
    if (stopSignals.received) return;
    await printBanner(shown, envFile, db.engine, banner, running.cluster.local);
    return;
  }
  const local = await listenAndWork(config, db, log, stopSignals);
  if (local === undefined) return;
  await printBanner(shown, envFile, db.engine, banner, local);
}

/**
 * Builds the app on `db`, listens, then starts the background workers; answers the local URL,
 * or undefined when a stop signal came first.
 */
async function listenAndWork(
  config: Config,
  db: Database,
  log: Logger,
  stopSignals: StopSignals,
): Promise<string | undefined> {
  const now = () => new Date();
  if (config.databaseUrl) {
    // Other processes may share the database: until this one listens for their routing writes,
    // routing reads each merchant's document at every attempt (routing-store.ts).
    hearRoutingWrites(false);
    running.routingWrites = listenForNotifications(config.databaseUrl, ROUTING_WRITES_CHANNEL, {
      notified: routingWrittenElsewhere,
      listening: () => hearRoutingWrites(true),
      lost: () => {
        hearRoutingWrites(false);
        log.warn('stopped hearing routing writes; routing reads documents at every attempt');
      },
    });
  }
  // What decides payments: the sandbox's processors, routed by each merchant's routing document
  // (a deployment would pass its own registry).
  const processors = sandboxProcessors();
  const app = buildApp(
    { config, db, now, processors, onPostback: () => running.workers?.kickDelivery() },
    { logger: log, readiness: { stopping: () => stopping } },
  );
  running.app = app;
  await app.listen({ port: config.port, host: config.host });
  if (stopSignals.received) return undefined;
  // A postback committed by a request before this line waits in the outbox: delivery's first
  // claim finds it.
  running.workers = startWorkers({ config, db, now, processors, log });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return localUrl(config, port);
}

/** The URL this machine reaches the server on, from the port it listens on. */
export function localUrl(config: Config, port: number): string {
  return `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
}

async function printBanner(
  config: Config,
  envFile: string | undefined,
  engine: Database['engine'],
  sandbox: {
    merchantId: string;
    apiKey: string;
    postbackSecret: string;
    adminPassword: string | undefined;
  },
  local: string,
): Promise<void> {
  const lines = bannerLines(config, {
    local,
    envFile,
    engine,
    merchantId: sandbox.merchantId,
    apiKey: sandbox.apiKey,
    postbackSecret: sandbox.postbackSecret,
    adminPassword: sandbox.adminPassword,
    callbackReachability: config.merchantCallbackUrl
      ? await probeCallbackUrl(config.merchantCallbackUrl, config.outbound)
      : undefined,
  });
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** Closes what the start opened: the port (requests in flight finish), the workers, the database. */
async function stop(): Promise<void> {
  const { app, workers, db, cluster: processes } = running;
  await processes?.stop();
  if (app) {
    // Requests in flight finish; a browser's keep-alive connection is closed as soon as it falls
    // idle (Node closes only those idle at close() time, and a page still loading its assets would
    // hold the port for the whole keep-alive timeout); whatever is left after the grace is cut.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    const cut = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    await app.close();
    clearInterval(idle);
    clearTimeout(cut);
  }
  await workers?.stop();
  await running.routingWrites?.close();
  await db?.close();
}

/** Starts the server, serves until `stopSignals` asks it to stop, then exits the process. */
export async function serve(stopSignals: StopSignals): Promise<void> {
  try {
    await serveUntilStopped(stopSignals);
  } catch (error: unknown) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      process.stderr.write(`${error.message}\n`);
    } else {
      process.stderr.write(
        `[Kassa] failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
      );
    }
    process.exit(1);
  }
  process.exit(0);
}

async function serveUntilStopped(stopSignals: StopSignals): Promise<void> {
  try {
    await start(stopSignals);
  } catch (error) {
    // The database closes (and DATA_DIR's lock goes) before the exit; its failure must not hide
    // the error that stopped the start.
    await stop().catch(() => undefined);
    throw error;
  }
  const signal = await stopSignals.next;
  stopping = true;
  running.log?.info({ signal }, 'shutting down');
  // The load balancer sees /readyz fail and stops sending requests; those it still sends are
  // served until the drain ends (SHUTDOWN_DRAIN_MS, docs/deploy.md).
  const drainMs = running.config?.shutdownDrainMs ?? 0;
  if (drainMs > 0 && running.app) await new Promise((resolve) => setTimeout(resolve, drainMs));
  await stop();
}
