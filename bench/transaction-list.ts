import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_API_KEY, payOverFormApi, startKassa } from '../e2e/support/kassa-server.ts';
import { openDatabase } from '../server/platform/db/database.ts';
import {
  removeSeeded,
  seededId,
  seedTransactions,
} from '../server/test-support/seed-transactions.ts';
import { checkoutBody } from './checkout-load.ts';
import { runLoad } from './load-runner.ts';

// GET /v1/transaction page latency on PostgreSQL at a large number of rows: one real
// checkout paid by card, copied `rows` times by one INSERT … SELECT over generate_series
// (server/test-support/seed-transactions.ts), then pages of 50 under load — the first page, a page
// behind a prev_id half-way down, and a status-filtered page there, each asked for by one client
// (the page's latency) and then under load (throughput). With the listing index
// (migration 0015) each is one short index walk, so the figures should not grow with `rows`.
// The copies are removed afterwards; the server's own database is dropped by stop() anyway.

export interface PageLatency {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** One client asking for the page again and again: the page's own latency, without queueing. */
  alone: { p50Ms: number; p99Ms: number };
}

const PREFIX = 'trx_bench_';

async function measure(
  url: string,
  connections: number,
  durationSeconds: number,
): Promise<Omit<PageLatency, 'name' | 'alone'>> {
  const { requestsPerSecond, p50Ms, p99Ms, non2xx } = await runLoad({
    url,
    apiKey: E2E_API_KEY,
    connections,
    durationSeconds,
  });
  return { requestsPerSecond, p50Ms, p99Ms, non2xx };
}

export async function benchTransactionList(options: {
  databaseUrl: string;
  rows: number;
  connections: number;
  durationSeconds: number;
}): Promise<{ seedSeconds: number; pages: PageLatency[] }> {
  const server = await startKassa(
    { LOG_LEVEL: 'warn', RATE_LIMIT_API_PER_MINUTE: '0', DATABASE_URL: options.databaseUrl },
    { logFile: join(tmpdir(), 'kassa-bench-transaction-list.log') },
  );
  const db = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: 'memory://' });
  try {
    const res = await fetch(`${server.url}/v1/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': E2E_API_KEY },
      body: checkoutBody(),
    });
    const created: { data: { payment_id: string; session: { redirect_url: string } } } =
      await res.json();
    await payOverFormApi(server, created.data.session.redirect_url, '4242424242424242');
    const list = await fetch(`${server.url}/v1/transaction?limit=1`, {
      headers: { 'x-api-key': E2E_API_KEY },
    });
    const first: { data: { transaction_id: string }[] } = await list.json();
    const templateId = first.data[0]?.transaction_id;
    if (templateId === undefined) throw new Error('the paid checkout made no transaction');

    await removeSeeded(db, PREFIX);
    const started = performance.now();
    await seedTransactions(db, {
      templateId,
      count: options.rows,
      idPrefix: PREFIX,
      newest: new Date(),
      stepMs: 100,
      statuses: ['SUCCESS', 'DECLINE', 'PENDING', 'ERROR'],
    });
    await db.exec('ANALYZE transactions');
    const seedSeconds = (performance.now() - started) / 1000;

    const middle = seededId(PREFIX, Math.floor(options.rows / 2));
    const base = `${server.url}/v1/transaction?limit=50`;
    const pages: PageLatency[] = [];
    for (const [name, url] of [
      ['first page', base],
      ['page behind prev_id', `${base}&prev_id=${middle}`],
      ['PENDING behind prev_id', `${base}&prev_id=${middle}&transaction_status=PENDING`],
    ] as const) {
      await measure(url, options.connections, 1);
      const alone = await measure(url, 1, Math.max(1, Math.round(options.durationSeconds / 2)));
      pages.push({
        name,
        ...(await measure(url, options.connections, options.durationSeconds)),
        alone: { p50Ms: alone.p50Ms, p99Ms: alone.p99Ms },
      });
    }
    return { seedSeconds, pages };
  } finally {
    await removeSeeded(db, PREFIX).catch(() => undefined);
    await db.close();
    await server.stop();
  }
}
