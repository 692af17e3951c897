import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BuildStep } from './build-steps.ts';
import { runSteps, stampPath } from './run-steps.ts';

// `npm start` builds a step again only when what it reads changed in content; `npm run build`
// always builds. Real files in a folder of their own, commands replaced by a recorder.

let root: string;
let ran: string[];
let failing: string | undefined;

function write(path: string, content: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

const step = (name: 'web' | 'server', folder: string): BuildStep => ({
  name,
  label: name,
  inputs: [folder, 'package-lock.json'],
  entries: [],
  outputs: [`dist/${name}/out.js`],
  commands: [[`build-${name}`]],
});
const STEPS = [step('web', 'src'), step('server', 'server')];

async function start(ifChanged = true): Promise<string[]> {
  ran = [];
  await runSteps(STEPS, {
    root,
    ifChanged,
    log: () => {},
    exec: async ([command]) => {
      ran.push(String(command));
      if (command === failing) throw new Error(`${command} failed`);
      const name = String(command).replace('build-', '');
      write(`dist/${name}/out.js`, 'built');
    },
  });
  return ran;
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'kassa-run-steps-'));
  failing = undefined;
  write('src/form.ts', 'export const form = 1;\n');
  write('server/main.ts', 'export const main = 1;\n');
  write('package-lock.json', '{"lockfileVersion":3}\n');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('building only what changed', () => {
  it('builds every step the first time, and none when nothing changed since', async () => {
    expect(await start()).toEqual(['build-web', 'build-server']);
    expect(await start()).toEqual([]);
  });

  it('builds the step whose file changed content, and only that one', async () => {
    await start();
    write('server/main.ts', 'export const main = 2;\n');
    expect(await start()).toEqual(['build-server']);
    expect(await start()).toEqual([]);
  });

  it('builds nothing for a file touched or saved with the same content', async () => {
    await start();
    const later = new Date(Date.now() + 3_600_000);
    utimesSync(join(root, 'src/form.ts'), later, later);
    write('server/main.ts', 'export const main = 1;\n');
    expect(await start()).toEqual([]);
  });

  it('builds every step that reads a shared input when it changes', async () => {
    await start();
    write('package-lock.json', '{"lockfileVersion":3,"packages":{}}\n');
    expect(await start()).toEqual(['build-web', 'build-server']);
  });

  it('builds a step again when its output is gone, whatever its stamp says', async () => {
    await start();
    rmSync(join(root, 'dist/web'), { recursive: true });
    expect(await start()).toEqual(['build-web']);
  });

  it('always builds every step without ifChanged (npm run build), and stamps them', async () => {
    await start();
    expect(await start(false)).toEqual(['build-web', 'build-server']);
    expect(await start()).toEqual([]);
  });

  it('leaves no stamp for a step that failed, so the next start builds it again', async () => {
    await start();
    write('src/form.ts', 'export const form = 2;\n');
    failing = 'build-web';
    await expect(start()).rejects.toThrow('build-web failed');
    expect(existsSync(stampPath(root, 'web'))).toBe(false);
    failing = undefined;
    expect(await start()).toEqual(['build-web']);
  });

  it('keeps the stamp in dist/ as the hash of the inputs', async () => {
    await start();
    expect(readFileSync(stampPath(root, 'server'), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
    expect(stampPath(root, 'server')).toBe(join(root, 'dist', '.build-stamps', 'server.sha256'));
  });
});
