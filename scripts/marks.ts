import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { markModules } from './marks/mark-modules.ts';

// `npm run marks`: writes the brand logos the form draws (src/marks/*.generated.ts) from the
// installed simple-icons package (scripts/marks/mark-modules.ts).
for (const [path, text] of Object.entries(markModules())) {
  writeFileSync(fileURLToPath(new URL(`../${path}`, import.meta.url)), text);
  console.log(`${path} written.`);
}
