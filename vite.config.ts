/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

// The pages served from the service origin, each a build of its own into dist/public: the hosted
// checkout page (`/pay/:token`, `vite build`), the designer preview (`/`, `--mode preview`) and
// the back office (`/backoffice`, `--mode backoffice`), the last two adding to the same folder. Built together they would share chunks (the form core, colour
// parsing, a CommonJS interop runtime), and every shared chunk is one more request and its own
// gzip stream on the checkout page, whose initial load has a budget. The embed script
// has a build of its own too (embed/).
const pages = {
  hosted: resolve(root, 'hosted/index.html'),
  preview: resolve(root, 'index.html'),
  backoffice: resolve(root, 'backoffice/index.html'),
};

/** The builds that add to dist/public after the hosted page's, which empties it first. */
const addedPages = ['preview', 'backoffice'] as const;
type AddedPage = (typeof addedPages)[number];
const isAddedPage = (mode: string): mode is AddedPage =>
  (addedPages as readonly string[]).includes(mode);

// `--mode server-render` builds the hosted page's components for the server (dist/server-render),
// which renders the form into the checkout page's first response (hosted/server-render.tsx); the
// hosted build writes Vite's manifest, from which the server announces the chunks a session needs.
const serverRender = resolve(root, 'hosted/server-render.tsx');
// The designer preview's page, which the server renders into its first response in the same way.
const previewRender = resolve(root, 'preview/server-render.tsx');

export default defineConfig(({ mode }) => ({
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build:
    mode === 'server-render'
      ? {
          outDir: 'dist/server-render',
          emptyOutDir: true,
          target: 'node20',
          // public/ (the methods' mark files) is the pages' (dist/public), not the server's.
          copyPublicDir: false,
          ssr: true,
          rollupOptions: {
            input: { 'server-render': serverRender, 'preview-render': previewRender },
          },
        }
      : {
          outDir: 'dist/public',
          emptyOutDir: !isAddedPage(mode),
          target: 'es2022',
          // The hosted page's manifest, read by the server (server/api/pages/route.ts).
          manifest: !isAddedPage(mode),
          // No polyfill for <link rel="modulepreload"> (some 240 B gzip of the first bytes): every
          // browser the es2022 target runs in loads the chunks without it, and all but Safari before
          // 17 and Firefox before 115 preload the announced ones natively; those two fetch a chunk
          // when the form imports it, a little later, as before chunks were announced.
          modulePreload: { polyfill: false },
          rollupOptions: {
            input: isAddedPage(mode) ? { [mode]: pages[mode] } : { hosted: pages.hosted },
            // Everything the page loads up front in one file: left to itself the bundler splits the
            // modules the later chunks share (Preact, decimal arithmetic) into files of their own,
            // each one more request and gzip stream before the shopper can pay.
            output: {
              codeSplitting: {
                groups: [{ name: isAddedPage(mode) ? mode : 'hosted', tags: ['$initial'] }],
              },
            },
          },
        },
  test: {
    // Vitest's default on a two-core machine is one worker; the tests wait on databases and
    // timers as much as on the CPU, so two finish sooner there, and more cores get their share.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Bounds, not waits: a test ends when it ends, these only turn a hang into a failure. Generous,
    // so that a two-core machine busy with other work (load average 10 and more) is never one
    // (docs/testing.md). Tests that start server processes set their own, longer ones.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 30_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          // Files run in parallel on both engines. On the embedded one each file has a database of
          // its own; under DATABASE_URL each worker has a PostgreSQL database of its own, copied
          // from a migrated template and dropped at the end (server/test-support/postgres-*.ts;
          // both do nothing on the embedded engine).
          globalSetup: ['server/test-support/postgres-global-setup.ts'],
          setupFiles: ['server/test-support/postgres-worker-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: { name: 'examples', include: ['examples/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: [
            'common/**/*.test.ts',
            'src/**/*.test.{ts,tsx}',
            'hosted/**/*.test.{ts,tsx}',
            'embed/**/*.test.ts',
            'preview/**/*.test.{ts,tsx}',
            'backoffice/**/*.test.{ts,tsx}',
            'themes/**/*.test.ts',
          ],
          environment: 'happy-dom',
          setupFiles: ['src/test-support/testing-library-setup.ts'],
        },
      },
    ],
  },
}));
