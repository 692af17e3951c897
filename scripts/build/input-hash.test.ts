import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inputFiles, inputHash } from './input-hash.ts';

let root: string;

function write(path: string, content: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'kassa-input-hash-'));
  write('src/a.ts', 'export const a = 1;\n');
  write('src/deep/b.tsx', 'export const b = 2;\n');
  write('vite.config.ts', 'export default {};\n');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

const INPUTS = ['src', 'vite.config.ts'];
const hash = (recipe: string[] = ['vite build']): string => inputHash(root, INPUTS, recipe);

describe('the inputs of a build step', () => {
  it('are the files of its folders and its single files, sorted, without tests', () => {
    write('src/a.test.ts', 'test');
    write('src/test-support/fake.ts', 'fake');
    write('src/node_modules/x/index.js', 'pkg');
    expect(inputFiles(root, INPUTS)).toEqual(['src/a.ts', 'src/deep/b.tsx', 'vite.config.ts']);
  });

  it('leave out an input that does not exist', () => {
    expect(inputFiles(root, ['src/a.ts', 'nowhere', 'missing.json'])).toEqual(['src/a.ts']);
  });
});

describe('the input hash', () => {
  it('changes when a file changes content', () => {
    const before = hash();
    write('src/deep/b.tsx', 'export const b = 3;\n');
    expect(hash()).not.toBe(before);
  });

  it('stays the same for a file touched or saved again with the same content', () => {
    const before = hash();
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'src/a.ts'), later, later);
    write('vite.config.ts', 'export default {};\n');
    expect(hash()).toBe(before);
  });

  it('changes when a file is added, removed or renamed', () => {
    const before = hash();
    write('src/c.ts', '');
    const added = hash();
    expect(added).not.toBe(before);
    rmSync(join(root, 'src/c.ts'));
    expect(hash()).toBe(before);
    renameSync(join(root, 'src/a.ts'), join(root, 'src/a2.ts'));
    expect(hash()).not.toBe(before);
  });

  it('does not change for a test file beside the code', () => {
    const before = hash();
    write('src/a.test.ts', 'it("works", () => {});');
    expect(hash()).toBe(before);
  });

  it('changes with the commands that build the output', () => {
    expect(hash(['vite build', 'vite build --mode preview'])).not.toBe(hash(['vite build']));
  });

  it('tells apart contents that would run together: the path and length are hashed first', () => {
    write('src/a.ts', 'ab');
    write('src/deep/b.tsx', 'c');
    const split = hash();
    write('src/a.ts', 'a');
    write('src/deep/b.tsx', 'bc');
    expect(hash()).not.toBe(split);
  });
});
