import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Every spec file starts Kassa servers of its own, some several; on the embedded engine each new
// one would run initdb and every migration before it listens (seconds, on a busy two-core
// machine). Playwright's global setup (e2e/support/global-setup.ts) starts one server once, stops
// it, and keeps its migrated database folder; each later server starts on a copy of it. The
// sandbox merchant's settings in the copy do not matter: the copy's merchant is marked as never
// seeded, so every server seeds it from its own environment at start.

/** Where the global setup left the migrated database folder (absent: servers make their own). */
export const TEMPLATE_ENV = 'KASSA_E2E_DATABASE_TEMPLATE';

/** Seeds `dataDir` with the template's database, when there is one. */
export function seedDataDir(dataDir: string): void {
  const template = process.env[TEMPLATE_ENV];
  if (template && existsSync(template))
    cpSync(template, join(dataDir, 'pglite'), { recursive: true });
}

/** Keeps the `pglite` folder of a stopped server's data folder as the template; answers its path. */
export function keepTemplate(dataDir: string): string {
  const kept = mkdtempSync(join(tmpdir(), 'kassa-e2e-template-'));
  rmSync(kept, { recursive: true });
  cpSync(join(dataDir, 'pglite'), kept, { recursive: true });
  return kept;
}
