import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { E2E_API_KEY, startKassa } from '../e2e/support/kassa-server.ts';
import { bundleFiles, initialLoad } from './bundle-sizes.ts';
import { loadCheckout } from './checkout-load.ts';

// `npm run bench`: sizes of every built bundle against their budgets, then POST /v1/checkout
// throughput and latency on the embedded engine, and on PostgreSQL when DATABASE_URL is set.
// It reports; it never fails a build.

const BUDGETS = {
  hostedInitialGzip: 30 * 1024,
  embedGzip: 3 * 1024,
  // POST /v1/checkout on PostgreSQL, two cores.
  checkoutRps: 2000,
  checkoutP99Ms: 25,
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (value: number, budget: number) =>
  value <= budget ? 'within budget' : 'OVER BUDGET';

const publicDir = join(import.meta.dirname, '..', 'dist', 'public');
const embedDir = join(import.meta.dirname, '..', 'dist', 'embed');
console.log(
  `Kassa benchmarks — ${new Date().toISOString()} — ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}\n`,
);

console.log('Bundles (gzip -9):');
const embedFiles = (existsSync(embedDir) ? bundleFiles(embedDir) : []).map((f) => ({
  ...f,
  file: `embed/${f.file}`,
}));
for (const f of [...bundleFiles(publicDir), ...embedFiles]) {
  console.log(
    `  ${f.file.padEnd(44)} ${String(f.bytes).padStart(8)} B  ${String(f.gzipBytes).padStart(7)} B gzip`,
  );
}
const hosted = initialLoad(publicDir, 'hosted/index.html');
console.log(
  `\nHosted card form, initial JS+CSS: ${kb(hosted.gzipBytes)} gzip (budget ${kb(BUDGETS.hostedInitialGzip)}: ${verdict(hosted.gzipBytes, BUDGETS.hostedInitialGzip)})`,
);
// The whole merchant-page script (GET /js/kassa.js): one file, no chunks.
const embedScript = embedFiles.find((f) => f.file === 'embed/kassa.js');
console.log(
  embedScript
    ? `Embed script kassa.js: ${kb(embedScript.gzipBytes)} gzip (budget ${kb(BUDGETS.embedGzip)}: ${verdict(embedScript.gzipBytes, BUDGETS.embedGzip)})`
    : 'Embed script kassa.js: not built (npm run build:web)',
);

const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const engines: { name: string; env: Record<string, string> }[] = [
  { name: 'embedded PGlite', env: {} },
];
if (process.env.DATABASE_URL) {
  engines.push({ name: 'PostgreSQL', env: { DATABASE_URL: process.env.DATABASE_URL } });
}
// The server's own default log level, so the figures are those of a plain `npm start`.
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
console.log(
  `\nPOST /v1/checkout, ${connections} connections, ${durationSeconds} s each, LOG_LEVEL=${logLevel}, RATE_LIMIT_API_PER_MINUTE=0 (load generator on the same machine):`,
);
for (const engine of engines) {
  // One API key sends thousands of requests a second here: the per-key rate limit (6,000 a
  // minute by default) is switched off for the measurement, as README → Benchmarks says.
  const server = await startKassa({
    LOG_LEVEL: logLevel,
    RATE_LIMIT_API_PER_MINUTE: '0',
    ...engine.env,
  });
  try {
    // Warm up JIT, pools and caches before measuring.
    await loadCheckout({ url: server.url, apiKey: E2E_API_KEY, connections, durationSeconds: 2 });
    const r = await loadCheckout({
      url: server.url,
      apiKey: E2E_API_KEY,
      connections,
      durationSeconds,
    });
    console.log(
      `  ${engine.name.padEnd(16)} ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${r.p50Ms} ms   p99 ${r.p99Ms} ms   (${r.requests} requests, ${r.non2xx} non-2xx, ${r.errors} errors)`,
    );
    if (engine.name === 'PostgreSQL') {
      const ok = r.requestsPerSecond >= BUDGETS.checkoutRps && r.p99Ms <= BUDGETS.checkoutP99Ms;
      console.log(
        `  budget on PostgreSQL: >= ${BUDGETS.checkoutRps} req/s with p99 <= ${BUDGETS.checkoutP99Ms} ms: ${ok ? 'within budget' : 'OVER BUDGET'}`,
      );
    }
  } finally {
    await server.stop();
  }
}
