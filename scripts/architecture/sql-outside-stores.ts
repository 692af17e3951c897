import ts from 'typescript';
import type { SourceTree } from './source-tree.ts';

// Storage modules: the files allowed to hold SQL. One rule, by name, so a new resource's store is
// covered without touching this check: a file named `store.ts` or `*-store.ts`, or anything under
// `server/platform/db/` (the query adapter and migrations). Tests and test helpers may write SQL to set up
// and inspect rows.
export function isStorageModule(path: string): boolean {
  return /(^|\/|-)store\.ts$/.test(path) || path.startsWith('server/platform/db/');
}

/**
 * Tests, and what they share: any `test-support/` folder (the server's, and the front end's in
 * src/, hosted/ and embed/) and `*.fixture.ts`. The server reaches into src/ for shared tables, so
 * the front end's fixtures count too.
 */
export function isTestCode(path: string): boolean {
  return /\.test\.tsx?$|\.fixture\.ts$|(^|\/)test-support\//.test(path);
}

// Keywords followed by what SQL puts after them (a column list, a table name and its clause), so
// a message like "select a card from the list" is not taken for a query.
const NAME = String.raw`[\w."]+`;
const COLUMN = String.raw`(?:[\w."$*]+(?:\([^()]*\))?(?:\s+AS\s+\w+)?)`;
const SQL_STATEMENTS: readonly RegExp[] = [
  new RegExp(
    String.raw`\bSELECT\s+(?:DISTINCT\s+)?${COLUMN}(?:\s*,\s*${COLUMN})*\s+FROM\s+${NAME}`,
    'i',
  ),
  new RegExp(String.raw`\bINSERT\s+INTO\s+${NAME}\s*(?:\(|VALUES\b|SELECT\b|DEFAULT\b)`, 'i'),
  new RegExp(String.raw`\bUPDATE\s+${NAME}(?:\s+AS\s+\w+)?\s+SET\s+${NAME}\s*=`, 'i'),
  new RegExp(String.raw`\bDELETE\s+FROM\s+${NAME}\s*(?:$|;|WHERE\b|USING\b|RETURNING\b)`, 'i'),
  /\b(?:CREATE|ALTER|DROP)\s+TABLE\b/i,
];

export interface SqlFinding {
  path: string;
  line: number;
  text: string;
}

/** SQL statements in string and template literals of server code outside storage modules. */
export function sqlOutsideStores(tree: SourceTree): SqlFinding[] {
  const findings: SqlFinding[] = [];
  for (const [path, text] of tree) {
    if (!path.startsWith('server/') || isStorageModule(path) || isTestCode(path)) continue;
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      const literal = literalText(node);
      if (literal !== null && SQL_STATEMENTS.some((statement) => statement.test(literal))) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        findings.push({ path, line: line + 1, text: firstLine(literal) });
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return findings;
}

// Comments are trivia, never nodes, so prose that mentions "select … from" is never read. A
// template is read with each `${…}` as a name, so `SELECT ${columns} FROM t` counts.
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' x ');
  }
  return null;
}

function firstLine(sql: string): string {
  const line = sql.trim().split('\n')[0] ?? '';
  return line.length > 60 ? `${line.slice(0, 57)}…` : line;
}
