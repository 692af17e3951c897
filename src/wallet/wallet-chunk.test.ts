import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// All wallet code is a chunk of its own: nothing the hosted page and the embedded form
// import statically may reach src/wallet/, only an import() may. The size budget checks the built
// result (e2e/bundle-budget.spec.ts); this says which import broke it, before any build.

const root = join(import.meta.dirname, '..', '..');
const ENTRY = 'hosted/main.tsx';

/** Static value imports of a source file (`import type` erases, import() is lazy). */
function staticImports(file: string): string[] {
  const code = readFileSync(join(root, file), 'utf8');
  const found: string[] = [];
  for (const match of code.matchAll(/^\s*(import|export)\s+(?!type\b)[^'";]*?['"]([^'"]+)['"]/gm)) {
    const spec = match[2] ?? '';
    if (spec.startsWith('.'))
      found.push(relative(root, normalize(join(dirname(join(root, file)), spec))));
  }
  return found.filter((path) => /\.tsx?$/.test(path));
}

function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

describe('the wallets chunk', () => {
  it('is not imported statically by the hosted page', () => {
    const files = [...reachable(ENTRY)];
    expect(files).toContain('src/components/WalletSlot.tsx');
    expect(files).toContain('src/checkout/flow/flow-model.ts');
    expect(files.filter((file) => file.startsWith('src/wallet/'))).toEqual([]);
  });

  it('is what the slot imports lazily', () => {
    const slot = readFileSync(join(root, 'src/components/WalletSlot.tsx'), 'utf8');
    expect(slot).toContain("import('../wallet/wallet-buttons.tsx')");
  });

  it('leaves the sandbox sheet to a chunk of its own, fetched when a button opens it', () => {
    expect([...reachable('src/wallet/wallet-buttons.tsx')]).not.toContain(
      'src/wallet/sandbox-sheet.tsx',
    );
    const buttons = readFileSync(join(root, 'src/wallet/wallet-buttons.tsx'), 'utf8');
    expect(buttons).toContain("import('./sandbox-sheet.tsx')");
  });
});
