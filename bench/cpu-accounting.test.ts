import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { cpuLine, withCpuAccounting } from './cpu-accounting.ts';

// A process that, when told, spends a known amount of CPU (counted by its own clock, not the
// wall's, so a loaded machine only makes it take longer), says so, and waits to be told to end.
const BURNER = `
process.stdin.once('data', () => {
  const start = process.cpuUsage();
  const spent = () => { const u = process.cpuUsage(start); return (u.user + u.system) / 1000; };
  let sink = 0;
  while (spent() < 300) for (let i = 0; i < 1e5; i += 1) sink += Math.sqrt(i);
  process.stdout.write('done ' + (sink > 0));
});
process.stdin.on('end', () => process.exit(0));
`;

describe.runIf(process.platform === 'linux')('withCpuAccounting', () => {
  it("counts a server process's CPU per request from /proc", async () => {
    const child = spawn(process.execPath, ['-e', BURNER], { stdio: ['pipe', 'pipe', 'inherit'] });
    try {
      const pid = child.pid as number;
      const result = await withCpuAccounting({ pid, databaseUrl: undefined }, async () => {
        const done = once(child.stdout, 'data');
        child.stdin.write('go');
        await done;
        return { requests: 2, generatorCpuMs: 10 };
      });
      // 300 ms of its CPU over two requests: at least 150 ms each.
      expect(result.cpu.server).toBeGreaterThanOrEqual(145);
      expect(result.cpu.server).toBeLessThan(5_000);
      expect(result.cpu.generator).toBe(5);
      // No PostgreSQL to read: left out, not a zero.
      expect(result.cpu.database).toBeUndefined();
      expect(cpuLine(result.cpu)).toMatch(/^server \d+\.\d{3} ms, generator 5\.000 ms, bench /);
    } finally {
      child.stdin.end();
      await once(child, 'exit');
    }
  });
});
