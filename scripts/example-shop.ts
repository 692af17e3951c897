import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { projectRoot } from '../server/platform/paths.ts';
import {
  exampleShopSettings,
  kassaEnv,
  kassaUrl,
  missingBuiltFiles,
  shopEnv,
  shopUrl,
  webhookUrl,
} from './example-shop/settings.ts';

// Entry point of `npm run example:shop`: builds Kassa if it was never built, then starts the
// sample shop (examples/shop/server.mjs, plain node) and Kassa (dist/node/server/main.js, as
// `npm start` runs it) side by side, each told about the other. Ctrl-C stops both.

const settings = exampleShopSettings(process.env, projectRoot);
const children: ChildProcess[] = [];
let stopping = false;

/** Runs a command to its end with this terminal; rejects when it fails. */
async function run(command: string, args: string[]): Promise<void> {
  const child = spawn(command, args, {
    cwd: projectRoot,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit code ${code})`);
}

function start(name: string, script: string, env: Record<string, string | undefined>): void {
  const child = spawn(process.execPath, [script], { cwd: projectRoot, env, stdio: 'inherit' });
  children.push(child);
  child.once('exit', (code, signal) => {
    if (stopping) return;
    // One of the two gone (a port in use, a bad setting: it said why above) leaves the other
    // useless: stop it too.
    console.error(
      `[example:shop] ${name} stopped (${signal ?? `exit code ${code}`}); stopping the other one.`,
    );
    void stop(1);
  });
}

async function stop(exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  // SIGTERM: each finishes what it is doing (Kassa its postback attempts, at most 10 s) and exits.
  for (const child of running) child.kill('SIGTERM');
  await Promise.all(running.map((child) => once(child, 'exit')));
  process.exit(exitCode);
}

/** Waits until `url` answers any HTTP status. */
async function answers(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return false;
}

// Ctrl-C reaches every process of the terminal's group, the two children included; stopping them
// here as well covers a `kill` of this process alone.
process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));

const missing = missingBuiltFiles(projectRoot);
if (missing.length > 0) {
  console.log(`[example:shop] Kassa is not built (${missing.join(', ')} missing): npm run build`);
  await run('npm', ['run', 'build']);
}

// The shop first, so that Kassa's start-up check of MERCHANT_CALLBACK_URL finds it listening.
start('the shop', join('examples', 'shop', 'server.mjs'), shopEnv(settings, process.env));
start('Kassa', join('dist', 'node', 'server', 'main.js'), kassaEnv(settings, process.env));

const ready =
  (await answers(shopUrl(settings), 30_000)) &&
  (await answers(`${kassaUrl(settings)}/v1/openapi.json`, 60_000));
if (!ready) {
  if (!stopping) {
    console.error('[example:shop] the shop or Kassa did not answer within a minute; stopping.');
    await stop(1);
  }
} else {
  console.log(`
The sample shop is running beside Kassa:
  Shop:     ${shopUrl(settings)}/   (orders: ${shopUrl(settings)}/orders)
  Kassa:    ${kassaUrl(settings)}/
  Postbacks go to ${webhookUrl(settings)}; the form may be embedded by ${shopUrl(settings)}
  Shop and Kassa data: ${settings.dataDir} (delete it to start over)
For curl or npm run postbacks in another terminal:
  export KASSA_URL=${kassaUrl(settings)} KASSA_API_KEY=${settings.apiKey} KASSA_POSTBACK_SECRET=${settings.postbackSecret}
Stop both with Ctrl-C.
`);
}
