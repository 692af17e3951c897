import { type LoadRequest, runLoadHere } from './load-runner.ts';

// The load generator as a process of its own (bench/load-runner.ts spawns it): reads one
// LoadRequest as JSON on stdin, runs autocannon, prints its LoadResult as JSON on stdout.

let input = '';
for await (const chunk of process.stdin) input += String(chunk);
const result = await runLoadHere(JSON.parse(input) as LoadRequest);
process.stdout.write(JSON.stringify(result));
