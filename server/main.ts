import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { createLogger } from './logger.ts';
import { ensureSandboxMerchant } from './merchants/sandbox-merchant.ts';
import { startPendingSettlement } from './payments/settle-pending.ts';
import { startPostbackDelivery } from './postbacks/delivery.ts';

// `npm start`: configuration, storage, the sandbox merchant, background workers, then the port.

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrate(db);
  if (applied.length > 0) log.info({ migrations: applied }, 'database migrated');
  const sandbox = await ensureSandboxMerchant(db, config);

  const now = () => new Date();
  const delivery = startPostbackDelivery({
    db,
    log,
    retrySchedule: config.postbackRetrySchedule,
    timeoutMs: config.postbackTimeoutMs,
  });
  const settlement = startPendingSettlement({ db, now, log, onPostback: () => delivery.kick() });
  const app = buildApp({ config, db, now, onPostback: () => delivery.kick() }, { logger: log });
  await app.listen({ port: config.port, host: config.host });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const local = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  const lines = [
    '',
    `Kassa sandbox is running on ${local} (${db.engine === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
    `  Designer preview and test checkout: ${local}/`,
    `  Merchant API:                       ${config.publicUrl}/v1  (header X-Api-Key)`,
    `  Sandbox merchant:                   ${sandbox.merchantId}`,
    `  API key:                            ${config.merchantApiKey ? '(from MERCHANT_API_KEY)' : sandbox.apiKey}`,
    `  Postback secret:                    ${config.postbackSecret ? '(from POSTBACK_SECRET)' : sandbox.postbackSecret}`,
    `  Postbacks go to:                    ${config.merchantCallbackUrl ?? '(nowhere yet: set MERCHANT_CALLBACK_URL)'}`,
    `  Merchant theme defaults:            ${config.merchantTheme ? '(from MERCHANT_THEME)' : 'none (built-in themes; set MERCHANT_THEME)'}`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await app.close();
    await settlement.stop();
    await delivery.stop();
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
