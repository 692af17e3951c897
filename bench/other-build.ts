import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The build `npm run bench -- --against <ref>` compares this checkout with: the ref checked out
// in a temporary folder (a detached git worktree), with this checkout's node_modules when both
// lock files are the same (else `npm ci` there), built with its own `npm run build`, and
// removed afterwards, worktree and folder.

export interface OtherBuild {
  /** What was asked for and what it is: "main (f4f676b)". */
  label: string;
  root: string;
  /** Its built server, as `npm start` runs it. */
  serverEntry: string;
  publicDir: string;
  embedDir: string;
  remove(): Promise<void>;
}

/** Runs a command to its end, its output passed through to ours; rejects unless it exits 0. */
function run(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`[Kassa bench] ${command} ${args.join(' ')} ended with ${code}`)),
    );
  });
}

export async function prepareOtherBuild(ref: string, root: string): Promise<OtherBuild> {
  const commit = (await run('git', ['rev-parse', '--verify', `${ref}^{commit}`], root)).trim();
  const folder = mkdtempSync(join(tmpdir(), 'kassa-bench-against-'));
  const otherRoot = join(folder, 'build');
  const remove = async (): Promise<void> => {
    await run('git', ['worktree', 'remove', '--force', otherRoot], root).catch(() => undefined);
    rmSync(folder, { recursive: true, force: true });
    await run('git', ['worktree', 'prune'], root).catch(() => undefined);
  };
  try {
    await run('git', ['worktree', 'add', '--detach', otherRoot, commit], root);
    const lock = (dir: string) => readFileSync(join(dir, 'package-lock.json'), 'utf8');
    if (lock(root) === lock(otherRoot) && existsSync(join(root, 'node_modules'))) {
      symlinkSync(realpathSync(join(root, 'node_modules')), join(otherRoot, 'node_modules'));
    } else {
      console.log(`  ${ref}'s package-lock.json differs from this checkout's: npm ci there`);
      await run('npm', ['ci', '--no-audit', '--no-fund'], otherRoot);
    }
    console.log(`  building ${ref} (${commit.slice(0, 7)}) in ${otherRoot}`);
    await run('npm', ['run', 'build'], otherRoot);
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    label: `${ref} (${commit.slice(0, 7)})`,
    root: otherRoot,
    serverEntry: join(otherRoot, 'dist', 'node', 'server', 'main.js'),
    publicDir: join(otherRoot, 'dist', 'public'),
    embedDir: join(otherRoot, 'dist', 'embed'),
    remove,
  };
}
