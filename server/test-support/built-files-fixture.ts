import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { precompressDir } from '../../scripts/precompress.ts';
import type { BuiltDirs } from '../api/pages/route.ts';

// A stand-in for `npm run build:web`'s output (pages, a hashed asset pair, the merchant-page
// scripts, each with its precompressed variants), so server tests need no build.

export interface BuiltFilesFixture extends BuiltDirs {
  /** Absolute path → content of every file written. */
  files: Record<string, string>;
  remove(): void;
}

const text = (lines: number) =>
  Array.from(
    { length: lines },
    (_, n) => `/* line ${n}: the form paints the card number field here */\n`,
  ).join('');

export function createBuiltFilesFixture(): BuiltFilesFixture {
  const root = mkdtempSync(join(tmpdir(), 'kassa-built-'));
  const publicDir = join(root, 'public');
  const embedDir = join(root, 'embed');
  const files: Record<string, string> = {
    [join(publicDir, 'index.html')]: `<!doctype html><title>Preview</title>${text(40)}`,
    [join(publicDir, 'hosted', 'index.html')]:
      `<!doctype html><html lang="en"><head><title>Checkout</title></head><body>` +
      `<main id="kassa-root" class="kassa-page"></main>${text(40)}</body></html>`,
    [join(publicDir, 'backoffice', 'index.html')]:
      `<!doctype html><html lang="en" dir="ltr"><head><title>Kassa back office</title></head>` +
      `<body><div id="backoffice-root"></div>${text(40)}</body></html>`,
    [join(publicDir, 'assets', 'hosted-AbC123.js')]: `export const form = 1;\n${text(200)}`,
    [join(publicDir, 'assets', 'hosted-AbC123.css')]: `.kassa-form{display:grid}\n${text(50)}`,
    [join(embedDir, 'kassa.js')]: `window.Kassa={};\n${text(60)}`,
    [join(embedDir, 'loader.js')]: `export function loadKassa(){}\n${text(30)}`,
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
  precompressDir(publicDir);
  precompressDir(embedDir, false);
  return {
    publicDir,
    embedDir,
    files,
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
