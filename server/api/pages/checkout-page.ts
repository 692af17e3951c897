import type { ServerRenderedPage } from '../../../common/contract/server-render.ts';
import { escapeHtml } from '../../platform/escape-html.ts';
import { inlineLinkedSheets, styleInliner } from './inline-styles.ts';
import type { PageSpeech } from './page-speech.ts';

// The checkout page's first response: the built shell (dist/public/hosted/index.html) with the
// session view it will show, the form rendered from it (hosted/server-render.tsx), and the chunks
// that form will import announced in its head, so that the card field takes typing before any
// script has run and no chunk waits for the one before it to be discovered.

/** One entry of Vite's build manifest (dist/public/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** The manifest key of the hosted page's entry, whose files the shell already loads. */
export const HOSTED_ENTRY = 'hosted/index.html';

/**
 * Marks the form's root while it holds the server's markup, until the script has taken it over
 * (hosted/main.tsx removes it; hosted/HostedPage.css keeps buttons from taking presses meanwhile).
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The id hosted/prerendered.ts reads the session view from. */
export const SESSION_VIEW_ID = 'kassa-session';

/** The id hosted/prerendered.ts reads the page's catalog from. */
export const MESSAGES_ID = 'kassa-messages';

/**
 * JSON made safe inside `<script type="application/json">`: `<` is escaped (no `</script>`, no
 * `<!--` can end or change the element), and so are `>`, `&`, U+2028 and U+2029 (line ends to
 * some JavaScript parsers), which JSON.parse reads back unchanged.
 */
export function scriptSafeJson(json: string): string {
  return json.replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Every chunk `key` loads: itself and what it imports, transitively. */
function closure(manifest: ViteManifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

/**
 * The files of `chunks` (manifest keys) the entry does not load already: scripts to preload as
 * modules, style sheets to link (their rules apply to the markup before any script runs).
 */
export function chunkFiles(
  manifest: ViteManifest,
  chunks: readonly string[],
): { scripts: string[]; styles: string[] } {
  const loaded = closure(manifest, [HOSTED_ENTRY]);
  const entryStyles = new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []));
  const needed = [...closure(manifest, chunks)].filter((key) => !loaded.has(key));
  const scripts = needed.map((key) => manifest[key]?.file).filter((file) => file !== undefined);
  const styles = [...new Set(needed.flatMap((key) => manifest[key]?.css ?? []))].filter(
    (file) => !entryStyles.has(file),
  );
  return { scripts, styles };
}

export interface CheckoutPage {
  html: string;
  /** CSP sources the page's inline styles need (styleHash), for style-src. */
  styleSources: string[];
}

/** An empty element right after the server's form: rendering waits until it is parsed. */
const RENDER_END_ID = 'kassa-render-end';

const ROOT = /(<main id="kassa-root"[^>]*>)(<\/main>)/;

/**
 * The shell with the session's view, its rendered form and its chunks. `sessionJson` is the
 * view as GET /api/sessions/:token serializes it; without `rendered` (no server build) the page
 * still carries the view, and the form renders it in the browser. `speech`: the page's locale,
 * whose catalog (and no other) the page carries, and whose lang, direction and title it has
 * (page-speech.ts).
 */
export function composeCheckoutPage(
  shell: string,
  sessionJson: string,
  rendered: ServerRenderedPage | null,
  manifest: ViteManifest | null,
  /** The text of a built style sheet (`assets/….css`), or null to leave it linked. */
  builtStyle: (file: string) => string | null = () => null,
  speech: PageSpeech | null = null,
): CheckoutPage {
  if (!ROOT.test(shell)) return { html: shell, styleSources: [] };
  const head: string[] = [];
  const inliner = styleInliner(builtStyle);
  const { styleOf } = inliner;
  let html = inlineLinkedSheets(shell, inliner);
  if (rendered?.markup) {
    // The browser may paint a page it has only partly parsed; a centred line whose words have not
    // arrived yet would then move when they do. The server's form is painted whole or not at all.
    head.push(`<link rel="expect" href="#${RENDER_END_ID}" blocking="render">`);
  }
  if (rendered && manifest) {
    const { scripts, styles } = chunkFiles(manifest, rendered.chunks);
    for (const file of styles)
      head.push(styleOf(file) ?? `<link rel="stylesheet" href="/${escapeHtml(file)}">`);
    for (const file of scripts)
      head.push(`<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`);
  }
  const messagesJson = speech
    ? `<script type="application/json" id="${MESSAGES_ID}">${scriptSafeJson(
        JSON.stringify({
          locale: speech.locale,
          dir: speech.dir,
          messages: speech.catalog,
          formats: speech.formats,
        }),
      )}</script>`
    : '';
  html = html.replace(
    ROOT,
    (_match, open: string, close: string) =>
      `${rendered?.markup ? `${open.slice(0, -1)} ${PRERENDERED_ATTRIBUTE}>${rendered.markup}` : open}${close}${rendered?.markup ? `<span id="${RENDER_END_ID}" hidden></span>` : ''}<script type="application/json" id="${SESSION_VIEW_ID}">${scriptSafeJson(sessionJson)}</script>${messagesJson}`,
  );
  const lang = speech?.locale ?? (rendered?.markup ? rendered.lang : null);
  const title = speech?.title ?? (rendered?.markup ? rendered.title : null);
  if (lang !== null) {
    const dir = speech ? ` dir="${speech.dir}"` : '';
    const theme = rendered?.markup ? ` data-theme="${escapeHtml(rendered.dataTheme)}"` : '';
    html = html.replace(/<html[^>]*>/, `<html lang="${escapeHtml(lang)}"${dir}${theme}>`);
  }
  if (title !== null)
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (head.length > 0) html = html.replace('</head>', `${head.join('')}</head>`);
  return { html, styleSources: inliner.styleSources };
}
