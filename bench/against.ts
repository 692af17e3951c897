import { existsSync } from 'node:fs';
import { bundleFiles, initialLoad } from './bundle-sizes.ts';
import { cpuLine } from './cpu-accounting.ts';
import type { LoadResult } from './load-runner.ts';
import { prepareOtherBuild } from './other-build.ts';
import type { Build, Figure } from './throughput.ts';
import { compareTurns, comparisonLine, turnSchedule } from './turns.ts';

// `npm run bench -- --against <git ref>`: this checkout's build against another ref's, built in a
// temporary folder (other-build.ts). The sizes are compared once (they do not drift); every
// throughput figure is measured in turns, this build then the other, `turns` times, and printed
// as the medians, their ratio and the spread behind it. Lighthouse, the first input, the
// transaction list at a million rows and the sandbox clock are left to the one-build run: their
// set-up takes minutes a turn.

interface Sizes {
  'hosted initial JS+CSS': number;
  'embed script kassa.js': number;
  'every bundle': number;
}

function sizesOf(publicDir: string, embedDir: string): Sizes {
  const embed = existsSync(embedDir) ? bundleFiles(embedDir) : [];
  const all = [...bundleFiles(publicDir), ...embed];
  return {
    'hosted initial JS+CSS': initialLoad(publicDir, 'hosted/index.html').gzipBytes,
    'embed script kassa.js': embed.find((f) => f.file === 'kassa.js')?.gzipBytes ?? Number.NaN,
    'every bundle': all.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}

export async function compareBuilds(options: {
  ref: string;
  root: string;
  turns: number;
  figures: Figure[];
  thisBuild: { publicDir: string; embedDir: string };
}): Promise<void> {
  console.log(`This build against ${options.ref}, ${options.turns} turns of each figure:`);
  const other = await prepareOtherBuild(options.ref, options.root);
  // Stopped by hand (Ctrl-C), the run still removes the other build's worktree and folder.
  const interrupted = () => {
    void other.remove().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  try {
    const builds: Record<'this' | 'other', Build> = {
      this: { label: 'this build', serverEntry: undefined },
      other: { label: other.label, serverEntry: other.serverEntry },
    };
    console.log(`\nSizes, gzip -9 (this build against ${other.label}, compared once):`);
    const mine = sizesOf(options.thisBuild.publicDir, options.thisBuild.embedDir);
    const theirs = sizesOf(other.publicDir, other.embedDir);
    for (const name of Object.keys(mine) as (keyof Sizes)[]) {
      console.log(
        `  ${name.padEnd(40)} ${mine[name].toLocaleString('en').padStart(9)} B against ${theirs[name].toLocaleString('en').padStart(9)} B   ratio ${(mine[name] / theirs[name]).toFixed(3)}`,
      );
    }

    console.log(
      `\nThroughput in turns (this build, then ${other.label}), req/s and p99 ms; ratio this/other:`,
    );
    for (const figure of options.figures) {
      const results: Record<'this' | 'other', LoadResult[]> = { this: [], other: [] };
      for (const { turn, side } of turnSchedule(['this', 'other'] as const, options.turns)) {
        const r = await figure.measure(builds[side]);
        results[side].push(r);
        console.log(
          `    ${figure.name} — turn ${turn}, ${builds[side].label}: ${r.requestsPerSecond.toFixed(0)} req/s, p99 ${r.p99Ms} ms${r.non2xx + r.errors > 0 ? ` (${r.non2xx} non-2xx, ${r.errors} errors)` : ''}${r.cpu ? `; CPU per request: ${cpuLine(r.cpu)}` : ''}`,
        );
      }
      const rate = (side: 'this' | 'other') => results[side].map((r) => r.requestsPerSecond);
      const p99 = (side: 'this' | 'other') => results[side].map((r) => r.p99Ms);
      console.log(comparisonLine(figure.name, 'req/s', compareTurns(rate('this'), rate('other'))));
      console.log(comparisonLine('  p99', 'ms', compareTurns(p99('this'), p99('other'))));
      // CPU per request hardly depends on what else the machine runs: the steadier comparison.
      const cpu = (side: 'this' | 'other', part: 'server' | 'database') =>
        results[side].map((r) => r.cpu?.[part]);
      for (const [part, label] of [
        ['server', '  server CPU per request'],
        ['database', '  PostgreSQL CPU per request'],
      ] as const) {
        const mine = cpu('this', part);
        const theirs = cpu('other', part);
        if ([...mine, ...theirs].some((v) => v === undefined)) continue;
        console.log(
          comparisonLine(label, 'ms', compareTurns(mine as number[], theirs as number[]), 3),
        );
      }
    }
  } finally {
    process.off('SIGINT', interrupted);
    await other.remove();
    console.log(`\n${other.root} removed.`);
  }
}
