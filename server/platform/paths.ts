import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The server runs from source (tests, tsx) and from dist/node (npm start). Both find the project
// root by walking up to package.json, then name every folder from there.
function findProjectRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('[Kassa] cannot find the project root (package.json)');
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)));
/** Source folder of the server: migrations are read from here, never copied. */
const serverDir = join(projectRoot, 'server');
/** The plain SQL migrations, applied in name order. */
export const migrationsDir = join(serverDir, 'platform', 'db', 'migrations');
/** Built pages and assets (vite build). */
export const publicDir = join(projectRoot, 'dist', 'public');
/** The hosted page's server build (vite build --mode server-render), loaded at run time. */
export const serverRenderModule = join(projectRoot, 'dist', 'server-render', 'server-render.js');
/** The designer preview's page in the same build. */
export const previewRenderModule = join(projectRoot, 'dist', 'server-render', 'preview-render.js');
/** The merchant-page scripts (vite build -c vite.embed.config.ts). */
export const embedDir = join(projectRoot, 'dist', 'embed');
