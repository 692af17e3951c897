// Finds English a shopper could see that does not come from the message catalog: JSX text with
// letters, and string literals given to the attributes and props that are shown or read aloud, in
// every non-test source file of the form's doors (src/, hosted/, embed/). The catalog's test
// (shopper-literals.test.ts) holds the answer to the short allow-list below.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Attributes and props whose value is shown or read aloud. */
const SHOWN_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'placeholder',
  'title',
  'alt',
  'label',
  'hint',
  'status',
  'message',
  'heading',
  'payLabel',
  'totalLabel',
  'done',
]);

/** DOM properties whose text a page shows (the embed script builds its elements by hand). */
const SHOWN_DOM_PROPERTIES = new Set(['title', 'textContent', 'innerText', 'ariaLabel']);

export interface ShopperLiteral {
  file: string;
  line: number;
  text: string;
}

/** Text a shopper reads as words: two letters in a row. Marks, codes and numbers pass. */
const hasWords = (text: string): boolean => /\p{L}{2}/u.test(text);

function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  if (ts.isConditionalExpression(node))
    return [literalText(node.whenTrue), literalText(node.whenFalse)].filter(Boolean).join(' ');
  if (ts.isJsxExpression(node) && node.expression) return literalText(node.expression);
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  return null;
}

export function shopperLiterals(file: string, source: string): ShopperLiteral[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: ShopperLiteral[] = [];
  const report = (node: ts.Node, text: string | null): void => {
    if (text === null || !hasWords(text)) return;
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    found.push({ file, line: line + 1, text: text.trim() });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxAttribute(node) && node.initializer && SHOWN_PROPS.has(node.name.getText()))
      report(node, literalText(node.initializer));
    else if (
      ts.isPropertyAssignment(node) &&
      SHOWN_PROPS.has(node.name.getText().replace(/['"]/g, ''))
    )
      report(node, literalText(node.initializer));
    else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      SHOWN_DOM_PROPERTIES.has(node.left.name.text)
    )
      report(node, literalText(node.right));
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

const isSource = (name: string): boolean =>
  /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts');

function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sourceFiles(root, path);
    return isSource(entry.name) ? [path] : [];
  });
}

/** Every shopper literal of the form's doors, under `root` (the repository). */
export function formShopperLiterals(root: string): ShopperLiteral[] {
  return ['src', 'hosted', 'embed'].flatMap((dir) =>
    sourceFiles(root, dir).flatMap((file) =>
      shopperLiterals(relative(root, join(root, file)), readFileSync(join(root, file), 'utf8')),
    ),
  );
}
