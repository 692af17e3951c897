import { existsSync } from 'node:fs';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './platform/config.ts';
import { secureDataDir } from './platform/data-dir-modes.ts';
import { openDatabase } from './platform/db/database.ts';
import { migrate } from './platform/db/migrate.ts';
import { loadEnvFileIfPresent } from './platform/env-file.ts';
import { createLogger } from './platform/logger.ts';
import { bannerLines, probeCallbackUrl } from './platform/startup-banner.ts';
import { sandboxProcessor } from './sandbox/processor/sandbox-processor.ts';
import { ensureSandboxMerchant } from './sandbox/sandbox-merchant.ts';
import { startWorkers } from './workers.ts';

// `npm start`: configuration, storage, the sandbox merchant, background workers, then the port.

/** How long a stopping server lets requests in flight finish before it cuts their connections. */
const SHUTDOWN_GRACE_MS = 10_000;

/** The embedded database and generated credentials live in DATA_DIR; with all three configured, nothing does. */
const usesDataDir = (config: Config): boolean =>
  !config.databaseUrl || !config.merchantApiKey || !config.postbackSecret;

async function main(): Promise<void> {
  // Before anything touches the disk: every file the server (and PGlite's Node filesystem, whose
  // files are created with mode 0666 less the umask) creates is the server user's alone, 0600 and
  // 0700.
  process.umask(0o077);
  const envFile = loadEnvFileIfPresent();
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  if (usesDataDir(config) || existsSync(config.dataDir)) {
    const tightened = await secureDataDir(config.dataDir);
    if (tightened > 0) {
      log.warn(
        { dataDir: config.dataDir, tightened },
        'DATA_DIR was open to other users: removed group and other permissions (folders 0700, files 0600)',
      );
    }
  }
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    preparedStatements: config.databasePreparedStatements,
  });
  const applied = await migrate(db);
  if (applied.length > 0) log.info({ migrations: applied }, 'database migrated');
  const sandbox = await ensureSandboxMerchant(db, config);

  const now = () => new Date();
  // What decides payments: the sandbox's processor and issuer (a deployment would pass its own).
  const processor = sandboxProcessor;
  const workers = startWorkers({ config, db, now, processor, log });
  const app = buildApp(
    { config, db, now, processor, onPostback: () => workers.kickDelivery() },
    { logger: log },
  );
  await app.listen({ port: config.port, host: config.host });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const local = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  const lines = bannerLines(config, {
    local,
    envFile,
    engine: db.engine,
    merchantId: sandbox.merchantId,
    apiKey: sandbox.apiKey,
    postbackSecret: sandbox.postbackSecret,
    callbackReachability: config.merchantCallbackUrl
      ? await probeCallbackUrl(config.merchantCallbackUrl, config.outbound)
      : undefined,
  });
  process.stdout.write(`${lines.join('\n')}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    // Requests in flight finish; a browser's keep-alive connection is closed as soon as it falls
    // idle (Node closes only those idle at close() time, and a page still loading its assets would
    // hold the port for the whole keep-alive timeout); whatever is left after the grace is cut.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    const cut = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    await app.close();
    clearInterval(idle);
    clearTimeout(cut);
    await workers.stop();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `[Kassa] failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
