import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

// Gzip bytes of every built file, and of what each page loads before the shopper can type.

export interface BundleFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/** Gzip level 9 bytes of a file: what the budgets count (bench/budgets.ts). */
export const gzipSize = (path: string): number => gzipSync(readFileSync(path), { level: 9 }).length;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

export function bundleFiles(distDir: string): BundleFile[] {
  return walk(distDir)
    .filter((path) => /\.(js|css|html|svg)$/.test(path))
    .map((path) => ({
      file: relative(distDir, path),
      bytes: statSync(path).size,
      gzipBytes: gzipSize(path),
    }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

export interface InitialLoad {
  /** Site paths (`/assets/…`) of the JS and CSS fetched up front, in discovery order. */
  files: string[];
  gzipBytes: number;
  /** Chunks only reached through import(): fetched later, when a page needs them (not counted). */
  lazy: string[];
}

// Vite's minified output: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{…}from"./x.js"`.
// import() takes any string literal, a template one included (import(`./x.js`)).
const STATIC_IMPORT =
  /(?:\bimport|\bexport)\s*(?:[\w${},\s*]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)/g;

/**
 * JS and CSS a page loads before it can be used, from its HTML: its module script, stylesheets
 * and modulepreloads, then every module those import statically, transitively. A chunk reached
 * only by import() is listed as lazy and not counted: the hosted page takes none on a card-only
 * checkout (the theme_rules chunk loads only for a session with rules). e2e/bundle-budget.spec.ts
 * checks in Chromium that this is exactly what the page fetches.
 */
export function initialLoad(
  distDir: string,
  entry: string,
  alreadyLoaded: readonly string[] = [],
): InitialLoad {
  // An HTML page, or (for a lazy chunk's own cost) one module path from `lazy`.
  const queue = entry.endsWith('.html')
    ? [
        ...readFileSync(join(distDir, entry), 'utf8').matchAll(
          /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g,
        ),
      ].map((m) => m[1] ?? '')
    : [entry];
  const files: string[] = [];
  const dynamic = new Set<string>();
  for (let ref = queue.shift(); ref !== undefined; ref = queue.shift()) {
    if (files.includes(ref) || alreadyLoaded.includes(ref)) continue;
    files.push(ref);
    if (!ref.endsWith('.js')) continue;
    const code = readFileSync(join(distDir, ref), 'utf8');
    const resolve = (spec: string): string => posix.join(posix.dirname(ref), spec);
    for (const m of code.matchAll(STATIC_IMPORT)) queue.push(resolve(m[1] ?? ''));
    for (const m of code.matchAll(DYNAMIC_IMPORT)) dynamic.add(resolve(m[1] ?? ''));
  }
  const gzipBytes = files.reduce((sum, ref) => sum + gzipSize(join(distDir, ref)), 0);
  return { files, gzipBytes, lazy: [...dynamic].filter((ref) => !files.includes(ref)) };
}
