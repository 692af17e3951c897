import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withMethodTable } from './readme/method-table.ts';

// `npm run readme:methods`: writes the table of alternative payment methods in
// docs/alternative-methods.md from the method table (scripts/readme/method-table.ts).
const path = fileURLToPath(new URL('../docs/alternative-methods.md', import.meta.url));
writeFileSync(path, withMethodTable(readFileSync(path, 'utf8')));
console.log('docs/alternative-methods.md: alternative payment methods table written.');
