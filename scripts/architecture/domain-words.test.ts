import { describe, expect, it } from 'vitest';
import { readSourceTree } from './source-tree.ts';
import { isTestCode } from './sql-outside-stores.ts';

// The payment lifecycle speaks for no processor: a processor_response_text beginning "Sandbox:" is
// the sandbox processor's to write (its followUpText and answers, server/sandbox/processor/), so a
// deployment with its own processors never shows the sandbox's name in a record.

const ROOT = new URL('../..', import.meta.url).pathname;
const SANDBOX_WORDS = /[`'"]Sandbox: /;

describe('server/domain', () => {
  it('writes no text in the sandbox processor’s name', () => {
    const tree = readSourceTree(ROOT, ['server']);
    const files = [...tree.keys()].filter(
      (path) => path.startsWith('server/domain/') && !isTestCode(path),
    );
    expect(files.length).toBeGreaterThan(100);
    const speaking = files.filter((path) => SANDBOX_WORDS.test(tree.get(path) ?? ''));
    expect(speaking).toEqual([]);
  });
});
