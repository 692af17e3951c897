import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

// Gzip bytes of every built file, and of what each page loads before the shopper can type.

export interface BundleFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

const gzipSize = (path: string): number => gzipSync(readFileSync(path), { level: 9 }).length;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

export function bundleFiles(distDir: string): BundleFile[] {
  return walk(distDir)
    .filter((path) => /\.(js|css|html)$/.test(path))
    .map((path) => ({
      file: relative(distDir, path),
      bytes: statSync(path).size,
      gzipBytes: gzipSize(path),
    }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * JS and CSS a page loads up front: its module script, stylesheets and modulepreloads. Chunks
 * loaded later with import() are not counted (that is the point of lazy-loading them).
 */
export function initialLoad(
  distDir: string,
  htmlFile: string,
): { files: string[]; gzipBytes: number } {
  const html = readFileSync(join(distDir, htmlFile), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1] ?? '',
  );
  const files = [...new Set(refs)];
  const gzipBytes = files.reduce((sum, ref) => sum + gzipSize(join(distDir, ref)), 0);
  return { files, gzipBytes };
}
