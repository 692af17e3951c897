import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, type FSWatcher, statSync, watch } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { BUILD_STEPS, stepsNamed } from './build/build-steps.ts';
import { inputHash } from './build/input-hash.ts';
import { execInProject, runSteps } from './build/run-steps.ts';

// `npm run dev`, for contributors: the server runs from source (tsx), the pages and merchant-page
// scripts are built as `npm start` builds them, and a saved change builds what it touched and
// restarts the server. The server keeps the built pages in memory with their brotli and gzip
// copies, so after a page build it is restarted too: one rule, the same output as `npm start`,
// never a stale copy. A build that fails leaves the running server as it was.

const root = join(import.meta.dirname, '..');
const exec = execInProject(root);
const log = (line: string): void => void process.stdout.write(`${line}\n`);
const pageSteps = stepsNamed(['web', 'embed']);
const serverInputs = BUILD_STEPS.find((step) => step.name === 'server')?.inputs ?? [];
/** How long the files must stay quiet before a build: an editor saves several at once. */
const SETTLE_MS = 200;

let server: ChildProcess | undefined;
let serverHash = '';
let stopping = false;
/** Servers this script stopped: their exit is no news. */
const stopped = new WeakSet<ChildProcess>();

function startServer(): void {
  const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  child.once('exit', (code, signal) => {
    if (server === child) server = undefined;
    if (!stopped.has(child) && code !== 0) {
      log(
        `[dev] the server stopped (${signal ?? `exit code ${code}`}); save a file to start it again`,
      );
    }
  });
  server = child;
}

function stopServer(): Promise<void> {
  const child = server;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    stopped.add(child);
    child.once('exit', () => resolve());
    // The server's own SIGTERM handling lets requests in flight and postbacks under way finish.
    child.kill('SIGTERM');
  });
}

/** Builds what changed, then (re)starts the server when its code or the built pages changed. */
async function cycle(): Promise<void> {
  let built: readonly string[];
  try {
    ({ built } = await runSteps(pageSteps, { root, ifChanged: true, exec, log }));
  } catch (error) {
    log(
      `[dev] ${error instanceof Error ? error.message : String(error)}; the server runs on as it was`,
    );
    return;
  }
  const hash = inputHash(root, serverInputs, []);
  if (server && built.length === 0 && hash === serverHash) return;
  serverHash = hash;
  if (server) log('[dev] restarting the server');
  await stopServer();
  if (!stopping) startServer();
}

let timer: NodeJS.Timeout | undefined;
let running: Promise<void> = Promise.resolve();
function changed(): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    // One cycle at a time; a change during a build is picked up by the next one.
    running = running.then(cycle);
  }, SETTLE_MS);
}

const inputs = [...new Set([...pageSteps.flatMap((step) => step.inputs), ...serverInputs])];
const isFolder = (input: string): boolean =>
  existsSync(join(root, input)) && statSync(join(root, input)).isDirectory();
// A folder inside another watched one (src/protocol in src) is already covered.
const folders = inputs
  .filter(isFolder)
  .filter((folder, _i, all) => !all.some((other) => folder.startsWith(`${other}/`)));
const files = inputs.filter((input) => !isFolder(input));
// Single files (configs, index.html, scripts/precompress.ts): a watch of the folder that holds
// them, not of its tree, since an editor may replace a file rather than write into it.
const fileFolders = new Map<string, Set<string>>();
for (const file of files) {
  const names = fileFolders.get(dirname(file)) ?? new Set<string>();
  names.add(basename(file));
  fileFolders.set(dirname(file), names);
}
const watchers: FSWatcher[] = [
  ...folders.map((folder) => watch(join(root, folder), { recursive: true }, changed)),
  ...[...fileFolders].map(([folder, names]) =>
    watch(join(root, folder), (_event, name) => {
      if (name !== null && names.has(String(name))) changed();
    }),
  ),
];

async function shutDown(): Promise<void> {
  stopping = true;
  clearTimeout(timer);
  for (const watcher of watchers) watcher.close();
  await running;
  await stopServer();
  process.exit(0);
}
process.on('SIGINT', () => void shutDown());
process.on('SIGTERM', () => void shutDown());

log(`[dev] watching ${[...folders, ...files].join(', ')}`);
running = running.then(cycle);
