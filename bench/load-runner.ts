import { spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { CpuPerRequest } from './cpu-accounting.ts';

// The one load runner every benchmark uses. By default the load generator (autocannon) runs in a
// process of its own, so the figures are what a client on this machine sees: sharing the bench's
// event loop, the generator competed with whatever else the bench does between and during runs
// (answers it parses, postbacks its receiver takes, the next request it builds), and a figure
// measured the bench as much as the server. `generator: 'in-process'` keeps the old way for the
// comparison `--compare-generators` prints; runAutocannonCli is autocannon's own command line.

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** The load generator's own CPU time in the run, when it ran in a process of its own. */
  generatorCpuMs?: number;
  /** CPU per answered request by process, when the figure counted it (bench/cpu-accounting.ts). */
  cpu?: CpuPerRequest;
}

/**
 * What each request sends, built before the run so the generator only copies bytes:
 * one body for every request, bodies taken in turn (many tokens), or a body whose `{n}` becomes a
 * number of its own per request (a payout's reference, unique per merchant). Not autocannon's
 * `idReplacement`: its Content-Length assumes ids of another length than the ones it inserts, and
 * the server waits for bytes that never come.
 */
export type Bodies = { rotate: string[] } | { numbered: string };

export interface LoadRequest {
  url: string;
  apiKey: string;
  /** JSON sent by POST; without it (and without `bodies`) the requests are GETs. */
  body?: string;
  bodies?: Bodies;
  connections: number;
  durationSeconds: number;
  /** Where autocannon runs: a process of its own (default) or this one. */
  generator?: 'process' | 'in-process';
}

/** Number of each request with a `numbered` body: unique within this load generator's run. */
const NUMBER_MARK = '{n}';

/** The body of the `index`-th request (from 0). */
export function bodyAt(bodies: Bodies, index: number, prefix: string): string {
  if ('rotate' in bodies) return bodies.rotate[index % bodies.rotate.length] ?? '';
  return bodies.numbered.replace(NUMBER_MARK, `${prefix}-${index}`);
}

/** autocannon's options for one run, in the generator's own process. */
function autocannonOptions(request: LoadRequest): autocannon.Options {
  const post = request.body !== undefined || request.bodies !== undefined;
  const bodies = request.bodies;
  // Each generator numbers its requests from zero: the prefix keeps two runs' references apart.
  const prefix = `${process.pid}-${Date.now()}`;
  let sent = 0;
  return {
    url: request.url,
    method: post ? 'POST' : 'GET',
    headers: {
      'x-api-key': request.apiKey,
      ...(post && { 'content-type': 'application/json' }),
    },
    ...(request.body !== undefined && { body: request.body }),
    ...(bodies && {
      requests: [
        {
          setupRequest: (built: autocannon.Request) => {
            const body = bodyAt(bodies, sent, prefix);
            sent += 1;
            return { ...built, body };
          },
        },
      ],
    }),
    connections: request.connections,
    duration: request.durationSeconds,
  };
}

const resultOf = (result: autocannon.Result): LoadResult => ({
  requests: result.requests.total,
  requestsPerSecond: result.requests.average,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
});

/** autocannon in this process: what bench/load-generator.ts runs, and the old in-bench way. */
export async function runLoadHere(request: LoadRequest): Promise<LoadResult> {
  return resultOf(await autocannon(autocannonOptions(request)));
}

const TSX_LOADER = join(import.meta.dirname, '..', 'node_modules', 'tsx', 'dist', 'loader.mjs');
const GENERATOR = join(import.meta.dirname, 'load-generator.ts');
const AUTOCANNON_CLI = join(import.meta.dirname, '..', 'node_modules', '.bin', 'autocannon');

/** Runs a command to its end; answers its stdout, or rejects with its stderr. */
function output(command: string, args: string[], input?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} ended with ${code}: ${err}`)),
    );
    child.stdin.end(input ?? '');
  });
}

/** One load run: `connections` clients sending the request again and again for the duration. */
export async function runLoad(request: LoadRequest): Promise<LoadResult> {
  if (request.generator === 'in-process') return runLoadHere(request);
  // The request goes through stdin: a thousand tokens' bodies are too long for a command line.
  const out = await output(
    process.execPath,
    ['--import', TSX_LOADER, GENERATOR],
    JSON.stringify({ ...request, generator: 'in-process' }),
  );
  return JSON.parse(out) as LoadResult;
}

/** The same load from autocannon's command line, a plain load generator with one fixed body. */
export async function runAutocannonCli(request: LoadRequest): Promise<LoadResult> {
  const args = [
    '-c',
    String(request.connections),
    '-d',
    String(request.durationSeconds),
    '-H',
    `x-api-key=${request.apiKey}`,
    '-j',
  ];
  if (request.body !== undefined)
    args.push('-m', 'POST', '-H', 'content-type=application/json', '-b', request.body);
  const out = await output(AUTOCANNON_CLI, [...args, request.url]);
  return resultOf(JSON.parse(out) as autocannon.Result);
}
