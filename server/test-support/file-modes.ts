import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Path (relative to `root`) → permission bits, for every entry under `root` and itself. */
export async function modesUnder(root: string, at = ''): Promise<Record<string, string>> {
  const path = join(root, at);
  const stats = await lstat(path);
  const modes: Record<string, string> = { [at || '.']: (stats.mode & 0o777).toString(8) };
  if (stats.isDirectory()) {
    for (const name of await readdir(path))
      Object.assign(modes, await modesUnder(root, join(at, name)));
  }
  return modes;
}
