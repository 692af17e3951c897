import ts from 'typescript';
import type { SourceTree } from './source-tree.ts';
import { isTestCode } from './sql-outside-stores.ts';

// The payment lifecycle reads time from one injected clock (AppDeps.now, a worker's `now`, a
// sandbox clock's time passed down as `now`/`at`), never from the system: a test moves its clock,
// and a sandbox clock runs months of rebills in seconds, only if no domain code asks the system
// what time it is. So `Date.now()` and `new Date()` without arguments are refused in server/domain
// (a `new Date(ms)` from a time it was given is fine). Read from the syntax tree: comments and
// strings that mention them do not count.

/** Files allowed to read the system clock, each with why. */
export const SYSTEM_CLOCK_ALLOWED: Readonly<Record<string, string>> = {
  // A verifier merchants copy into their own code (docs/postbacks.md): its default is their clock.
  'server/domain/postbacks/signature.ts': 'the copyable postback verifier',
};

export interface ClockFinding {
  path: string;
  line: number;
  text: string;
}

function readsSystemClock(node: ts.Node): boolean {
  if (ts.isNewExpression(node)) {
    return (
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'Date' &&
      (node.arguments === undefined || node.arguments.length === 0)
    );
  }
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    const { expression, name } = node.expression;
    return ts.isIdentifier(expression) && expression.text === 'Date' && name.text === 'now';
  }
  return false;
}

/** Every `Date.now()` and argument-less `new Date()` in shipped server/domain code. */
export function systemClockInDomain(tree: SourceTree): ClockFinding[] {
  const findings: ClockFinding[] = [];
  for (const [path, text] of tree) {
    if (!path.startsWith('server/domain/') || isTestCode(path)) continue;
    if (Object.hasOwn(SYSTEM_CLOCK_ALLOWED, path)) continue;
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (readsSystemClock(node)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        findings.push({ path, line: line + 1, text: node.getText(source) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return findings;
}
