import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { markModules } from './marks/mark-modules.ts';

// `npm run marks`: writes the brand logos the form draws (src/marks/*.generated.ts) from the
// installed simple-icons package (scripts/marks/mark-modules.ts), then the card schemes' image
// (scripts/marks/scheme-sprite.tsx) and each payment method's mark file
// (scripts/marks/method-mark-files.tsx), drawn from the modules just written.
const fromRoot = (path: string): string => fileURLToPath(new URL(`../${path}`, import.meta.url));
const write = (path: string, text: string): void => {
  writeFileSync(fromRoot(path), text);
  console.log(`${path} written.`);
};
for (const [path, text] of Object.entries(markModules())) write(path, text);
// Imported only now, so that they read the logo modules as written above.
const { SCHEME_SPRITE_PATH, schemeSprite } = await import('./marks/scheme-sprite.tsx');
write(SCHEME_SPRITE_PATH, schemeSprite());
const { METHOD_MARKS_DIR, methodMarkFiles } = await import('./marks/method-mark-files.tsx');
// Emptied first: a method no longer listed leaves no file behind.
rmSync(fromRoot(METHOD_MARKS_DIR), { recursive: true, force: true });
mkdirSync(fromRoot(METHOD_MARKS_DIR), { recursive: true });
const files = Object.entries(methodMarkFiles());
for (const [path, text] of files) {
  writeFileSync(fromRoot(path), text);
}
console.log(`${METHOD_MARKS_DIR}: ${files.length - 1} marks written, and their version.`);
