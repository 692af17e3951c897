import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { markModules } from './marks/mark-modules.ts';

// `npm run marks`: writes the brand logos the form draws (src/marks/*.generated.ts) from the
// installed simple-icons package (scripts/marks/mark-modules.ts), then the card schemes' image
// (scripts/marks/scheme-sprite.tsx), drawn from the modules just written.
const write = (path: string, text: string): void => {
  writeFileSync(fileURLToPath(new URL(`../${path}`, import.meta.url)), text);
  console.log(`${path} written.`);
};
for (const [path, text] of Object.entries(markModules())) write(path, text);
// Imported only now, so that it reads the logo modules as written above.
const { SCHEME_SPRITE_PATH, schemeSprite } = await import('./marks/scheme-sprite.tsx');
write(SCHEME_SPRITE_PATH, schemeSprite());
