import ts from 'typescript';
import type { SourceTree } from './source-tree.ts';
import { isTestCode } from './sql-outside-stores.ts';

// The payment lifecycle is free of the HTTP edge (docs/architecture.md): what it needs from a
// request arrives typed from server/http/ or server/api/, so the domain runs the same behind any
// server, a worker or a test. Its shipped code imports no web framework, not even a type of one.

/** Packages of the HTTP edge: the web framework and its plugins. */
const EDGE_PACKAGE = /^(?:fastify(?:\/.*)?|@fastify\/.*|fastify-.*)$/;

export interface EdgeImportFinding {
  path: string;
  line: number;
  specifier: string;
}

/** Every import of an HTTP-edge package in shipped server/domain code, types included. */
export function edgeImportsInDomain(tree: SourceTree): EdgeImportFinding[] {
  const findings: EdgeImportFinding[] = [];
  for (const [path, text] of tree) {
    if (!path.startsWith('server/domain/') || isTestCode(path)) continue;
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      const specifier =
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
          ? node.moduleSpecifier.text
          : ts.isImportTypeNode(node) &&
              ts.isLiteralTypeNode(node.argument) &&
              ts.isStringLiteral(node.argument.literal)
            ? node.argument.literal.text
            : undefined;
      if (specifier !== undefined && EDGE_PACKAGE.test(specifier)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        findings.push({ path, line: line + 1, specifier });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return findings;
}
