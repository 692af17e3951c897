import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withMethodTable } from './readme/method-table.ts';

// `npm run readme:methods`: writes README's table of alternative payment methods from the method
// table (scripts/readme/method-table.ts).
const path = fileURLToPath(new URL('../README.md', import.meta.url));
writeFileSync(path, withMethodTable(readFileSync(path, 'utf8')));
console.log('README.md: alternative payment methods table written.');
