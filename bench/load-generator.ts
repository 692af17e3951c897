import { type LoadRequest, runLoadHere } from './load-runner.ts';

// The load generator as a process of its own (bench/load-runner.ts spawns it): reads one
// LoadRequest as JSON on stdin, runs autocannon, prints its LoadResult as JSON on stdout.

let input = '';
for await (const chunk of process.stdin) input += String(chunk);
// Its own CPU time beside the result: bench/cpu-accounting.ts counts what each process spends.
const started = process.cpuUsage();
const result = await runLoadHere(JSON.parse(input) as LoadRequest);
const spent = process.cpuUsage(started);
process.stdout.write(
  JSON.stringify({ ...result, generatorCpuMs: (spent.user + spent.system) / 1000 }),
);
