import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The last command of the web and embed builds (scripts/build/build-steps.ts): writes `<file>.br`
// (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every built text file of its folder
// (`public` or `embed`; both without an argument), once, so the server never compresses
// a built file per request: @fastify/static serves the variants of /assets/* (preCompressed), the
// server keeps those of the pages and /js/* in memory (server/api/pages/built-file.ts).

const TEXT_FILE = /\.(?:js|css|html|svg|json)$/;

export interface PrecompressedFile {
  file: string;
  bytes: number;
  brBytes: number;
  gzipBytes: number;
}

function textFiles(dir: string, recursive: boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive })
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Compresses every text file under `dir` (and its folders when `recursive`). */
export function precompressDir(dir: string, recursive = true): PrecompressedFile[] {
  return textFiles(dir, recursive).map((path) => {
    const content = readFileSync(path);
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gzip = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
    // Both variants are written even for a tiny file where they gain nothing: a missing variant
    // would make the server compress that file on every request instead.
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzip);
    return {
      file: relative(dir, path),
      bytes: content.length,
      brBytes: br.length,
      gzipBytes: gzip.length,
    };
  });
}

/** dist/public with its assets folder; dist/embed holds its two scripts at the top. */
const FOLDERS = { public: true, embed: false } as const;
type Folder = keyof typeof FOLDERS;
const isFolder = (name: string): name is Folder => Object.hasOwn(FOLDERS, name);

function main(): void {
  const root = join(import.meta.dirname, '..', 'dist');
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !isFolder(name));
  if (unknown.length > 0) {
    throw new Error(`[Kassa] precompress: unknown folder ${unknown.join(', ')}: public or embed`);
  }
  const folders: Folder[] = asked.length > 0 ? asked.filter(isFolder) : ['public', 'embed'];
  const files = folders.flatMap((folder) => precompressDir(join(root, folder), FOLDERS[folder]));
  const sum = (pick: (file: PrecompressedFile) => number) =>
    files.reduce((total, file) => total + pick(file), 0);
  process.stdout.write(
    `precompressed ${files.length} files: ${sum((f) => f.bytes)} B → ${sum((f) => f.brBytes)} B brotli, ${sum((f) => f.gzipBytes)} B gzip\n`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
