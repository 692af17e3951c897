import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

// Where a request's work goes, in CPU time: the server's processes, PostgreSQL's (the server's
// database's backends and the cluster's own writers), the load generator and the bench's own
// process (the postback receiver). A rate depends on everything else the machine runs; CPU time
// a request costs each process hardly does, so these figures compare builds and endpoints on a
// busy machine too, and say why one endpoint runs at a fraction of another's rate.
//
// Linux only (it reads /proc), and PostgreSQL's share only when the database server runs on this
// machine; elsewhere the shares it cannot read are left out.

/** CPU milliseconds per answered request, by process. */
export interface CpuPerRequest {
  server: number;
  database: number | undefined;
  generator: number | undefined;
  bench: number;
}

// USER_HZ: what /proc counts CPU time in. 100 on every Linux this runs on (sysconf(_SC_CLK_TCK)).
const TICKS_PER_SECOND = 100;

interface ProcStat {
  ppid: number;
  cpuMs: number;
}

function procStat(pid: number): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime
    return { ppid: Number(fields[1]), cpuMs: (ticks * 1000) / TICKS_PER_SECOND };
  } catch {
    return undefined; // gone, or not Linux
  }
}

/** The pid and every descendant alive now (a server with KASSA_PROCESSES has workers). */
function withDescendants(root: number): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [root];
  }
  const children = new Map<number, number[]>();
  for (const name of entries) {
    const stat = procStat(Number(name));
    if (stat) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), Number(name)]);
  }
  const all: number[] = [];
  const visit = (pid: number) => {
    all.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return all;
}

const cpuOf = (pids: readonly number[]): Map<number, number> =>
  new Map(pids.map((pid) => [pid, procStat(pid)?.cpuMs ?? 0]));

/**
 * The PostgreSQL processes that work for `databaseUrl`'s database: its backends (the server's pool,
 * open after the warm-up) and the cluster's writers, which write its WAL and pages; undefined
 * when the server is not on this machine.
 */
async function databasePids(databaseUrl: string): Promise<number[] | undefined> {
  const host = new URL(databaseUrl).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]', ''].includes(host)) return undefined;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
        WHERE pid <> pg_backend_pid()
          AND (datname = current_database()
               OR backend_type IN ('walwriter', 'checkpointer', 'background writer'))`,
    );
    const pids = rows.map((row) => row.pid);
    return pids.every((pid) => procStat(pid) !== undefined) ? pids : undefined;
  } finally {
    await client.end();
  }
}

/**
 * Runs `load` and answers its result with the CPU each process spent per answered request.
 * `generatorCpuMs` is what the load generator reports of itself (it runs in a process of its own).
 */
export async function withCpuAccounting<T extends { requests: number; generatorCpuMs?: number }>(
  server: { pid: number; databaseUrl: string | undefined },
  load: () => Promise<T>,
): Promise<T & { cpu: CpuPerRequest }> {
  const serverPids = withDescendants(server.pid);
  const dbPids = server.databaseUrl ? await databasePids(server.databaseUrl) : undefined;
  const before = { server: cpuOf(serverPids), db: cpuOf(dbPids ?? []), bench: process.cpuUsage() };
  const result = await load();
  const spent = (pids: readonly number[], start: Map<number, number>): number =>
    pids.reduce(
      (sum, pid) => sum + Math.max(0, (procStat(pid)?.cpuMs ?? 0) - (start.get(pid) ?? 0)),
      0,
    );
  const bench = process.cpuUsage(before.bench);
  const per = (ms: number) => ms / Math.max(1, result.requests);
  return {
    ...result,
    cpu: {
      server: per(spent(serverPids, before.server)),
      database: dbPids && per(spent(dbPids, before.db)),
      generator: result.generatorCpuMs === undefined ? undefined : per(result.generatorCpuMs),
      bench: per((bench.user + bench.system) / 1000),
    },
  };
}

/** `server 0.42 ms, PostgreSQL 0.31 ms, generator 0.12 ms, bench 0.01 ms` (what is known). */
export function cpuLine(cpu: CpuPerRequest): string {
  const ms = (value: number) => `${value.toFixed(3)} ms`;
  return [
    `server ${ms(cpu.server)}`,
    cpu.database === undefined ? undefined : `PostgreSQL ${ms(cpu.database)}`,
    cpu.generator === undefined ? undefined : `generator ${ms(cpu.generator)}`,
    `bench ${ms(cpu.bench)}`,
  ]
    .filter((part) => part !== undefined)
    .join(', ');
}
