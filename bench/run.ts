import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { E2E_API_KEY, startKassa } from '../e2e/support/kassa-server.ts';
import { compareBuilds } from './against.ts';
import { BUNDLE_BUDGETS } from './budgets.ts';
import { bundleFiles, initialLoad } from './bundle-sizes.ts';
import { checkoutBody } from './checkout-load.ts';
import { cpuLine } from './cpu-accounting.ts';
import { firstInputReport, measureFirstInput } from './first-input.ts';
import { type LighthouseResult, runLighthouse } from './lighthouse.ts';
import type { LoadResult } from './load-runner.ts';
import { startPostbackReceiver } from './mit-sale-load.ts';
import { benchPostbackDelivery } from './postback-delivery.ts';
import { benchRouting, routingReport } from './routing.ts';
import { benchSubscriptionClock } from './subscription-clock.ts';
import {
  compareGenerators,
  type Engine,
  type FigureOptions,
  GENERATORS,
  type Generator,
  selectFigures,
  serverLog,
  throughputFigures,
} from './throughput.ts';
import { benchTransactionList } from './transaction-list.ts';
import { median, parseBenchArgs } from './turns.ts';

// `npm run bench`: sizes of every built bundle against their budgets, Lighthouse on the hosted
// page and the designer preview, routing a first attempt over 100 rules (routing.ts), the card
// field on a phone over Fast 3G (first-input.ts), then the throughput figures (throughput.ts:
// POST /v1/checkout, on PostgreSQL with 1 and 2 server processes, POST /v1/payout, and the token
// charges POST /v1/mit-sale and /v1/cit-sale on one token and on many) on the embedded engine
// and on PostgreSQL when DATABASE_URL is set, then GET /v1/transaction pages at a million rows
// on PostgreSQL (DATABASE_URL only), postback delivery (a backlog, and payment to postback under
// load), and a sandbox clock advancing 1,000 subscriptions by 12
// months on both engines. It reports; it never fails a build (the size budgets fail `npm test`:
// e2e/bundle-budget.spec.ts). BENCH_LIGHTHOUSE=0 skips Lighthouse.
// `npm run bench -- --against <git ref>` compares this build with another in turns (against.ts);
// every flag is in docs/benchmarks.md's "Measuring".

const args = parseBenchArgs(process.argv.slice(2));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const engines: Engine[] = [{ name: 'embedded PGlite', databaseUrl: undefined }];
if (process.env.DATABASE_URL) {
  engines.push({ name: 'PostgreSQL', databaseUrl: process.env.DATABASE_URL });
}
// The server's own default log level, so the figures are those of a plain `npm start`.
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
const figureOptions: FigureOptions = {
  engines,
  connections,
  durationSeconds,
  logLevel,
  tokens: Number(process.env.BENCH_TOKENS ?? 200),
};

const BUDGETS = {
  ...BUNDLE_BUDGETS,
  // POST /v1/checkout on PostgreSQL, two cores.
  checkoutRps: 2000,
  checkoutP99Ms: 25,
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (value: number, budget: number) =>
  value <= budget ? 'within budget' : 'OVER BUDGET';

const root = join(import.meta.dirname, '..');
const publicDir = join(root, 'dist', 'public');
const embedDir = join(root, 'dist', 'embed');
console.log(
  `Kassa benchmarks — ${new Date().toISOString()} — ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}\n`,
);
if (args.against !== undefined) {
  await compareBuilds({
    ref: args.against,
    root,
    turns: args.turns,
    figures: selectFigures(throughputFigures(figureOptions), args.only),
    thisBuild: { publicDir, embedDir },
  });
  process.exit();
}

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
console.log(
  '  counted: everything hosted/index.html loads and imports statically, before the card number field takes input',
);
for (const file of hosted.files) console.log(`    ${file}`);
// The card schemes' logos are one image the page names (src/marks/card-schemes.generated.svg):
// fetched beside the scripts, not code; counted with the marks in the 45 KB load.
for (const f of bundleFiles(publicDir).filter((f) => f.file.includes('card-schemes')))
  console.log(
    `  beside it, the card schemes' logos as one image: ${f.file} ${kb(f.gzipBytes)} gzip`,
  );
// Each chunk that loads on demand (3-D Secure, wallets, customer fields, theme rules), with what it
// costs the shopper who needs it: its own bytes and the chunks it imports that the page lacks.
console.log(`  lazy, not counted:${hosted.lazy.length === 0 ? ' none' : ''}`);
for (const chunk of hosted.lazy) {
  const load = initialLoad(publicDir, chunk, hosted.files);
  console.log(`    ${chunk.padEnd(44)} ${kb(load.gzipBytes)} gzip when first needed`);
}
// The back office's shell, and each of its pages as it is first opened.
if (existsSync(join(publicDir, 'backoffice', 'index.html'))) {
  const backoffice = initialLoad(publicDir, 'backoffice/index.html');
  console.log(
    `Back office, initial JS+CSS: ${kb(backoffice.gzipBytes)} gzip (budget ${kb(BUDGETS.backofficeInitialGzip)}: ${verdict(backoffice.gzipBytes, BUDGETS.backofficeInitialGzip)})`,
  );
  for (const chunk of backoffice.lazy) {
    const load = initialLoad(publicDir, chunk, backoffice.files);
    console.log(`    ${chunk.padEnd(44)} ${kb(load.gzipBytes)} gzip when first opened`);
  }
}
// The whole merchant-page script (GET /js/kassa.js): one file, no chunks.
const embedScript = embedFiles.find((f) => f.file === 'embed/kassa.js');
console.log(
  embedScript
    ? `Embed script kassa.js: ${kb(embedScript.gzipBytes)} gzip (budget ${kb(BUDGETS.embedGzip)}: ${verdict(embedScript.gzipBytes, BUDGETS.embedGzip)})`
    : 'Embed script kassa.js: not built (npm run build:web)',
);

// Routing a first attempt over 100 rules, in process: what routing adds to every attempt.
console.log('\nRouting (in process, no server):');
console.log(routingReport(benchRouting()));

const formatLighthouse = (name: string, r: LighthouseResult): string[] => [
  `  ${name.padEnd(16)} performance ${r.scores.performance}  accessibility ${r.scores.accessibility}  best-practices ${r.scores['best-practices']}  SEO ${r.scores.seo}   CLS ${r.cls?.toFixed(3)}  LCP ${r.lcpMs?.toFixed(0)} ms  TBT ${r.tbtMs?.toFixed(0)} ms`,
  ...r.failed.map((title) => `    not passed: ${title}`),
];

if (process.env.BENCH_LIGHTHOUSE !== '0') {
  console.log('\nLighthouse 12, mobile defaults (simulated slow 4G and a 4× slower CPU):');
  const server = await startKassa({ LOG_LEVEL: 'warn' });
  try {
    // A fresh card-only checkout without payment_form_override, as a shopper opens it.
    const res = await fetch(`${server.url}/v1/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': E2E_API_KEY },
      body: checkoutBody(),
    });
    const created: { data: { session: { redirect_url: string } } } = await res.json();
    const pages = [
      { name: 'hosted /pay/…', url: created.data.session.redirect_url },
      { name: 'preview /', url: `${server.url}/` },
    ];
    for (const { name, url } of pages) {
      for (const line of formatLighthouse(name, await runLighthouse(url))) console.log(line);
    }
  } finally {
    await server.stop();
  }
}

// The card field on a phone over Fast 3G: when the hosted page takes a card number, card only and
// with wallets and four methods, and when the wallet buttons show. BENCH_FIRST_INPUT=0 skips it.
if (process.env.BENCH_FIRST_INPUT !== '0') {
  const server = await startKassa({ LOG_LEVEL: 'warn' });
  try {
    console.log('');
    const figures = await measureFirstInput({ url: server.url, apiKey: E2E_API_KEY });
    for (const line of firstInputReport(figures)) console.log(line);
  } finally {
    await server.stop();
  }
}

const formatLoad = (r: LoadResult): string =>
  `${r.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${r.p50Ms} ms   p99 ${r.p99Ms} ms   (${r.requests} requests, ${r.non2xx} non-2xx, ${r.errors} errors)`;

// The load generator against a plain one: the same checkout on one server, measured in turns by
// the bench's generator, by autocannon inside the bench's process (as before) and by autocannon's
// command line. `--compare-generators`; on PostgreSQL when DATABASE_URL is set.
if (args.compareGenerators) {
  const engine = engines[engines.length - 1] as Engine;
  const turns = Math.max(args.turns, 2);
  console.log(
    `\nLoad generators, POST /v1/checkout on ${engine.name}, ${connections} connections, ${durationSeconds} s each after one 2 s warm-up, ${turns} turns:`,
  );
  const rates = new Map<Generator, number[]>(GENERATORS.map((g) => [g, []]));
  await compareGenerators({ ...figureOptions, engine, turns }, (generator, turn, r) => {
    rates.get(generator)?.push(r.requestsPerSecond);
    console.log(`  turn ${turn}  ${generator.padEnd(30)} ${formatLoad(r)}`);
  });
  const cli = median(rates.get('autocannon CLI') ?? []);
  for (const [generator, values] of rates) {
    console.log(
      `  median  ${generator.padEnd(30)} ${median(values).toFixed(0).padStart(6)} req/s   ratio to the CLI ${(median(values) / cli).toFixed(2)}`,
    );
  }
}

// Throughput (throughput.ts): the checkout (on PostgreSQL with 1 and 2 server processes), SEPA
// payouts, and token charges (one token from every connection, and many in turn), each on a
// server of its own with the per-key rate limit off. `--turns` measures each more than once.
const figures = selectFigures(throughputFigures(figureOptions), args.only);
console.log(
  `\nThroughput, ${connections} connections, ${durationSeconds} s each after a 2 s warm-up, LOG_LEVEL=${logLevel}, RATE_LIMIT_API_PER_MINUTE=0 (load generator in its own process on the same machine):`,
);
for (const figure of figures) {
  for (let turn = 1; turn <= args.turns; turn += 1) {
    const r = await figure.measure({ label: 'this build', serverEntry: undefined });
    console.log(`  ${figure.name.padEnd(56)} ${formatLoad(r)}`);
    if (r.cpu) console.log(`  ${''.padEnd(56)} CPU per request: ${cpuLine(r.cpu)}`);
    if (figure.name === 'POST /v1/checkout, PostgreSQL, 1 process') {
      const ok = r.requestsPerSecond >= BUDGETS.checkoutRps && r.p99Ms <= BUDGETS.checkoutP99Ms;
      console.log(
        `  budget on PostgreSQL: >= ${BUDGETS.checkoutRps} req/s with p99 <= ${BUDGETS.checkoutP99Ms} ms: ${ok ? 'within budget' : 'OVER BUDGET'}`,
      );
    }
  }
}

// GET /v1/transaction at a large number of rows: PostgreSQL only (seeding a million rows into the
// embedded engine measures the seeding). BENCH_TRANSACTION_ROWS=0 skips it.
const listRows = Number(process.env.BENCH_TRANSACTION_ROWS ?? 1_000_000);
if (process.env.DATABASE_URL && listRows > 0) {
  console.log(
    `\nGET /v1/transaction on PostgreSQL, ${listRows.toLocaleString('en')} transactions of one merchant, limit=50, ${connections} connections, ${durationSeconds} s each:`,
  );
  const r = await benchTransactionList({
    databaseUrl: process.env.DATABASE_URL,
    rows: listRows,
    connections,
    durationSeconds,
  });
  console.log(
    `  seeded in ${r.seedSeconds.toFixed(1)} s (one INSERT … SELECT over generate_series)`,
  );
  for (const page of r.pages) {
    console.log(
      `  ${page.name.padEnd(24)} one client: p50 ${page.alone.p50Ms} ms   p99 ${page.alone.p99Ms} ms;   ${connections} connections: ${page.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${page.p50Ms} ms   p99 ${page.p99Ms} ms   (${page.non2xx} non-2xx)`,
    );
  }
} else {
  console.log(
    `\nGET /v1/transaction at scale: skipped (${process.env.DATABASE_URL ? 'BENCH_TRANSACTION_ROWS=0' : 'needs DATABASE_URL'}; BENCH_TRANSACTION_ROWS sets the rows, default 1,000,000)`,
  );
}

// Postback delivery (postback-delivery.ts): a backlog delivered to a receiver on this machine, and
// MIT charges timed from their request to their postback while the checkout's load runs, on each
// engine. BENCH_POSTBACKS=0 skips it; BENCH_BACKLOG sets the backlog (default 5,000).
const backlog = Number(process.env.BENCH_BACKLOG ?? 5_000);
if (process.env.BENCH_POSTBACKS !== '0') {
  console.log(
    `\nPostbacks: ${backlog.toLocaleString('en')} queued, delivered to a local receiver; then MIT charges every 20 ms beside POST /v1/checkout from ${connections} connections for ${durationSeconds} s, each timed to its postback:`,
  );
  for (const engine of engines) {
    const r = await benchPostbackDelivery({
      databaseUrl: engine.databaseUrl,
      backlog,
      connections,
      durationSeconds,
      paceMs: 20,
    });
    console.log(
      `  ${engine.name.padEnd(16)} ${r.deliveriesPerSecond.toFixed(0).padStart(6)} deliveries/s;   payment → postback p50 ${r.latency.p50Ms.toFixed(0)} ms   p99 ${r.latency.p99Ms.toFixed(0)} ms   max ${r.latency.maxMs.toFixed(0)} ms   (${r.latency.charges} charges, ${r.latency.missing} missing; checkout ${r.checkout.requestsPerSecond.toFixed(0)} req/s); answered → postback p50 ${r.afterAnswer.p50Ms.toFixed(0)} ms   p99 ${r.afterAnswer.p99Ms.toFixed(0)} ms`,
    );
  }
}

// A sandbox clock advancing 1,000 subscriptions by 12 months (the advance asked for until it is
// complete): 12,000 rebills, their payments, transactions and postbacks queued (delivered meanwhile
// to a receiver in this process); then 12 months more while one client asks for GET / and
// GET /v1/transaction, whose latency says whether the server still answers during a long advance.
// BENCH_CLOCK_SUBSCRIPTIONS=0 skips it.
const clockSubscriptions = Number(process.env.BENCH_CLOCK_SUBSCRIPTIONS ?? 1_000);
const CLOCK_BUDGET_SECONDS = 30;
if (clockSubscriptions > 0) {
  console.log(
    `\nSandbox clock: ${clockSubscriptions.toLocaleString('en')} subscriptions (30-day plans) advanced 365 days by POST /sandbox/api/clocks/{id}/advance (asked again until complete), then 365 more while one client sends GET / and GET /v1/transaction?limit=1 in turn, LOG_LEVEL=${logLevel}:`,
  );
  for (const engine of engines) {
    const receiver = await startPostbackReceiver();
    const server = await startKassa(
      {
        LOG_LEVEL: logLevel,
        RATE_LIMIT_API_PER_MINUTE: '0',
        // The setup pays 100 checkouts on the form API from one address.
        RATE_LIMIT_PAYMENTS_PER_MINUTE: '0',
        MERCHANT_CALLBACK_URL: receiver.url,
        ...(engine.databaseUrl && { DATABASE_URL: engine.databaseUrl }),
      },
      { logFile: serverLog(`clock-${engine.name}`) },
    );
    try {
      const r = await benchSubscriptionClock({
        url: server.url,
        apiKey: E2E_API_KEY,
        receiver,
        subscriptions: clockSubscriptions,
        days: 365,
      });
      console.log(
        `  ${engine.name.padEnd(16)} ${r.advanceSeconds.toFixed(1).padStart(6)} s for ${r.events.toLocaleString('en')} events in ${r.requests} requests (${(r.events / r.advanceSeconds).toFixed(0)} a second; ${r.paid.toLocaleString('en')} paid), their postbacks all received ${r.deliveredSeconds.toFixed(1)} s after the start, ${r.subscriptions.toLocaleString('en')} subscriptions set up in ${r.seedSeconds.toFixed(1)} s`,
      );
      console.log(
        `  ${''.padEnd(16)} during the next ${r.secondEvents.toLocaleString('en')} events (${r.secondSeconds.toFixed(1)} s, 10,000 a request):`,
      );
      for (const d of r.during) {
        console.log(
          `  ${''.padEnd(16)}   GET ${d.path.padEnd(24)} ${String(d.requests).padStart(5)} requests   p50 ${d.p50Ms} ms   p99 ${d.p99Ms} ms   max ${d.maxMs} ms${d.failed > 0 ? `   (${d.failed} not 200)` : ''}`,
        );
      }
      if (engine.name === 'PostgreSQL' && clockSubscriptions === 1_000) {
        console.log(
          `  budget on PostgreSQL: <= ${CLOCK_BUDGET_SECONDS} s: ${r.advanceSeconds <= CLOCK_BUDGET_SECONDS ? 'within budget' : 'OVER BUDGET'}`,
        );
      }
    } finally {
      await server.stop();
      await receiver.stop();
    }
  }
}
