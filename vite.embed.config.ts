import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

// The merchant-page files served from the service origin (issue #3), built apart from the pages so
// nothing of Preact or the form core can reach them:
// - `vite build -c vite.embed.config.ts`: embed/main.ts → dist/embed/kassa.js (`GET /js/kassa.js`),
//   one classic script (IIFE) that defines `window.Kassa`; budget 4 KB gzip (bench/budgets.ts).
// - `… --mode loader`: embed/loader.ts → dist/embed/loader.js (`/js/loader.js`), the ESM loader;
//   it runs second and keeps what the first build wrote.
// The .d.ts files come from tsc (tsconfig.embed.json).
export default defineConfig(({ mode }) => {
  const loader = mode === 'loader';
  return {
    publicDir: false,
    build: {
      outDir: 'dist/embed',
      emptyOutDir: !loader,
      target: 'es2019',
      minify: true,
      lib: loader
        ? {
            entry: resolve(root, 'embed/loader.ts'),
            formats: ['es'],
            fileName: () => 'loader.js',
          }
        : {
            entry: resolve(root, 'embed/main.ts'),
            formats: ['iife'],
            // Required for an IIFE; main.ts exports nothing, so no `var Kassa` is emitted and the
            // script assigns window.Kassa itself.
            name: 'Kassa',
            fileName: () => 'kassa.js',
          },
    },
  };
});
