import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { projectRoot } from './paths.ts';

// `npm start` runs its script in a shell. npm passes SIGTERM and SIGINT on to that shell, not to
// the shell's children: without `exec`, killing npm's PID left the server running with the port
// busy. With `exec` the shell becomes the server, which hears the signal and
// shuts down gracefully (server/main.ts).
it('npm start hands the process over to the server, so stopping npm stops the server', () => {
  const manifest: unknown = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8'));
  const scripts =
    typeof manifest === 'object' && manifest !== null && 'scripts' in manifest
      ? manifest.scripts
      : undefined;
  const start =
    typeof scripts === 'object' && scripts !== null && 'start' in scripts
      ? scripts.start
      : undefined;
  expect(start).toMatch(/&& exec node dist\/node\/server\/main\.js$/);
});
