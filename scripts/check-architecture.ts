import { fileURLToPath } from 'node:url';
import { architectureReport, CHECKED_FOLDERS } from './architecture/architecture-report.ts';
import { readSourceTree } from './architecture/source-tree.ts';

// `npm run check:architecture` (part of `npm test`): no import cycles, shipped folders import one
// way only, SQL only in storage modules, no system clock in server/domain (it takes the time it is
// given), no test code in the production server.
// The embed script's import rule, and the one keeping test support out of shipped code, are
// Biome's (biome.json, `overrides`).
const root = fileURLToPath(new URL('..', import.meta.url));
const { errors, warnings } = architectureReport(readSourceTree(root, CHECKED_FOLDERS));
for (const warning of warnings) console.warn(`warning: ${warning}`);
for (const error of errors) console.error(`error: ${error}`);
if (errors.length > 0) {
  console.error(`\ncheck-architecture: ${errors.length} error(s).`);
  process.exit(1);
}
console.log(`check-architecture: ok (${warnings.length} warning(s)).`);
