import { BUILT_SHEET_LINK, inlineLinkedSheets, styleInliner } from './inline-styles.ts';

// The designer preview's first response: the built page (dist/public/index.html) with its own
// style sheet inline and, for the designer's page, the page rendered on the server
// (preview/server-render.tsx), so it shows before its script has run. Until the script has taken
// the markup over (preview/main.tsx), the root is inert: nothing typed into a field the script
// is about to render can be lost.

const PREVIEW_ROOT = '<div id="preview-root"></div>';

export interface PreviewPage {
  html: string;
  /** CSP sources the page's inline styles need, for style-src. */
  styleSources: string[];
}

/** The built sheets the page links (`assets/….css`), to be read for composePreviewPage. */
export const linkedSheets = (shell: string): string[] =>
  [...shell.matchAll(BUILT_SHEET_LINK)].flatMap((match) => (match[1] ? [match[1]] : []));

export function composePreviewPage(
  shell: string,
  /** The designer's page as the server rendered it; null for a panel, or without a server build. */
  markup: string | null,
  /** The text of a built style sheet, or null to leave it linked. */
  builtStyle: (file: string) => string | null,
): PreviewPage {
  const inliner = styleInliner(builtStyle);
  let html = inlineLinkedSheets(shell, inliner);
  if (markup !== null)
    html = html.replace(PREVIEW_ROOT, () => `<div id="preview-root" inert>${markup}</div>`);
  return { html, styleSources: inliner.styleSources };
}
