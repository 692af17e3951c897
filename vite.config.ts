/// <reference types="vitest/config" />
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

// One Vite build for the pages served from the service origin: the designer preview (`/`) and the
// hosted checkout page (`/pay/:token`). The embed script has a build of its own (embed/).
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: 'dist/public',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      input: {
        preview: resolve(root, 'index.html'),
        hosted: resolve(root, 'hosted/index.html'),
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          // PGlite starts one database per worker; keep the worker count low on small machines.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: [
            'src/**/*.test.{ts,tsx}',
            'hosted/**/*.test.{ts,tsx}',
            'embed/**/*.test.ts',
            'preview/**/*.test.{ts,tsx}',
            'themes/**/*.test.ts',
          ],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
