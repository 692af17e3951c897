import ts from 'typescript';
import type { SourceTree } from './source-tree.ts';

/**
 * `value`: evaluated when the importer is (a static `import`/`export … from` that keeps a value).
 * `type`: erased at build (`import type`, or every named binding marked `type`).
 * `lazy`: a dynamic `import()`, evaluated later, so it never makes a load-order cycle.
 */
export type ImportKind = 'value' | 'type' | 'lazy';

export interface ImportEdge {
  from: string;
  to: string;
  kind: ImportKind;
}

/** Every import between files of the tree (packages and files outside it are left out). */
export function importGraph(tree: SourceTree): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const [path, text] of tree) {
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, scriptKind(path));
    for (const { specifier, kind } of importsOf(source)) {
      const to = resolveRelative(path, specifier, tree);
      if (to) edges.push({ from: path, to, kind });
    }
  }
  return edges;
}

function scriptKind(path: string): ts.ScriptKind {
  return path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
}

function importsOf(source: ts.SourceFile): { specifier: string; kind: ImportKind }[] {
  const found: { specifier: string; kind: ImportKind }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, kind: importKind(node.importClause) });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, kind: exportKind(node) });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, kind: 'lazy' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function importKind(clause: ts.ImportClause | undefined): ImportKind {
  // A bare `import './x.ts'` runs the module: a value import.
  if (!clause) return 'value';
  if (clause.isTypeOnly) return 'type';
  if (clause.name) return 'value';
  const bindings = clause.namedBindings;
  if (!bindings || ts.isNamespaceImport(bindings)) return 'value';
  // `import { type A, type B } from` is erased under verbatimModuleSyntax; `import {} from` is not.
  const allTypes = bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
  return allTypes ? 'type' : 'value';
}

function exportKind(node: ts.ExportDeclaration): ImportKind {
  if (node.isTypeOnly) return 'type';
  const clause = node.exportClause;
  if (clause && ts.isNamedExports(clause) && clause.elements.length > 0) {
    return clause.elements.every((e) => e.isTypeOnly) ? 'type' : 'value';
  }
  return 'value';
}

/** Resolves `./x.ts`, `../a/b.tsx` (the house always writes the extension) against the tree. */
export function resolveRelative(from: string, specifier: string, tree: SourceTree): string | null {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const path = parts.join('/');
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`]) {
    if (tree.has(candidate)) return candidate;
  }
  return null;
}
