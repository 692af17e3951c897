import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { Config } from './platform/config.ts';

// The primary of KASSA_PROCESSES server processes sharing one port (node:cluster hands each new
// connection to one of them in turn). It serves nothing: it forks the processes, replaces one
// that dies, and on a stop signal asks each to stop (each drains and closes as a single server
// does) and waits for them all. Every piece of shared state lives in PostgreSQL, so the
// processes need nothing from each other (docs/deploy.md).

export interface RunningCluster {
  /** The local URL all processes listen on. */
  readonly local: string;
  /** SIGTERM to every process, then their ends. */
  stop(): Promise<void>;
}

/** How long the stop waits for a process beyond its drain and grace (`stopMs`) before killing it. */
const STOP_MARGIN_MS = 20_000;

export async function serveCluster(
  config: Config,
  log: Logger,
  stopMs: number,
  localUrl: (port: number) => string,
): Promise<RunningCluster> {
  let stopping = false;
  const listening = new WeakSet<Worker>();

  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.once('listening', (address) => {
      listening.add(worker);
      log.info({ worker: worker.process.pid, port: address.port }, 'server process listening');
    });
    return worker;
  };

  // Every first process must listen before the banner: a start that cannot (the database
  // refused them, the port taken) ends the primary with the first one's failure.
  const first = Array.from({ length: config.processes }, fork);
  const port = await new Promise<number>((resolve, reject) => {
    let ready = 0;
    for (const worker of first) {
      worker.once('listening', (address) => {
        ready += 1;
        if (ready === first.length) resolve(address.port);
      });
      worker.once('exit', (code, signal) => {
        if (!listening.has(worker)) {
          reject(
            new Error(
              `[Kassa] a server process ended while starting (${signal ?? `exit code ${code}`}); its output above says why`,
            ),
          );
        }
      });
    }
  }).catch(async (error: unknown) => {
    stopping = true;
    await stopAll(Object.values(cluster.workers ?? {}), stopMs);
    throw error;
  });

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    // Only a process that was serving is replaced: one that cannot start would fail again.
    if (!listening.has(worker)) {
      log.error({ worker: worker.process.pid, code, signal }, 'a server process failed to start');
      return;
    }
    const replacement = fork();
    log.warn(
      { worker: worker.process.pid, code, signal, replacement: replacement.process.pid },
      'a server process ended; started another in its place',
    );
  });

  return {
    local: localUrl(port),
    async stop() {
      stopping = true;
      await stopAll(Object.values(cluster.workers ?? {}), stopMs);
    },
  };
}

async function stopAll(workers: (Worker | undefined)[], stopMs: number): Promise<void> {
  await Promise.all(
    workers.map(async (worker) => {
      if (!worker || worker.isDead()) return;
      const ended = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.process.kill('SIGTERM');
      const kill = setTimeout(() => worker.process.kill('SIGKILL'), stopMs + STOP_MARGIN_MS);
      await ended;
      clearTimeout(kill);
    }),
  );
}
