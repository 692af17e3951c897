import { chmod, lstat, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { modesUnder } from '../test-support/file-modes.ts';
import { secureDataDir } from './data-dir-modes.ts';

let scratch = '';
afterEach(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('secureDataDir', () => {
  it('creates a missing data dir 0700', async () => {
    scratch = await mkdtemp(join(tmpdir(), 'kassa-modes-'));
    const dataDir = join(scratch, 'data', 'nested');
    expect(await secureDataDir(dataDir)).toBe(0);
    expect(await modesUnder(dataDir)).toEqual({ '.': '700' });
  });

  it('tightens an existing tree open to other users: folders 0700, files 0600', async () => {
    scratch = await mkdtemp(join(tmpdir(), 'kassa-modes-'));
    const dataDir = join(scratch, 'data');
    await mkdir(join(dataDir, 'pglite', 'base'), { recursive: true });
    await writeFile(join(dataDir, 'sandbox-api-key'), 'sk_sandbox_x\n');
    await writeFile(join(dataDir, 'pglite', 'base', '1'), 'rows');
    await writeFile(join(dataDir, 'pglite', 'PG_VERSION'), '17');
    await chmod(join(dataDir, 'sandbox-api-key'), 0o666);
    await chmod(join(dataDir, 'pglite', 'base', '1'), 0o644);
    await chmod(join(dataDir, 'pglite', 'PG_VERSION'), 0o600);
    await chmod(join(dataDir, 'pglite', 'base'), 0o777);
    await chmod(join(dataDir, 'pglite'), 0o755);
    await chmod(dataDir, 0o755);

    // Three folders and two files had group or other bits; PG_VERSION was private already.
    expect(await secureDataDir(dataDir)).toBe(5);
    expect(await modesUnder(dataDir)).toEqual({
      '.': '700',
      'sandbox-api-key': '600',
      pglite: '700',
      'pglite/PG_VERSION': '600',
      'pglite/base': '700',
      'pglite/base/1': '600',
    });
    // Once private, a second start has nothing to do (and logs nothing).
    expect(await secureDataDir(dataDir)).toBe(0);
  });

  it('neither follows nor changes a symbolic link out of the tree', async () => {
    scratch = await mkdtemp(join(tmpdir(), 'kassa-modes-'));
    const outside = join(scratch, 'outside.txt');
    await writeFile(outside, 'not ours');
    await chmod(outside, 0o644);
    const dataDir = join(scratch, 'data');
    await mkdir(dataDir, { mode: 0o700 });
    await symlink(outside, join(dataDir, 'link'));
    await secureDataDir(dataDir);
    expect(((await lstat(outside)).mode & 0o777).toString(8)).toBe('644');
  });
});
