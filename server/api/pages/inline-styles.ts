import { createHash } from 'node:crypto';
import { escapeHtml } from '../../platform/escape-html.ts';

// A linked sheet costs a page a round trip before its first paint (half a second and more on a
// slow mobile network): the pages Kassa renders carry the build's own rules in the page itself,
// each element marked as Kassa's build. A merchant's theme never reaches a page as a <style>: it
// goes through the CSSOM. The page's CSP allows each inline sheet by its hash.

/** CSP source for an inline `<style>` of exactly `css`. */
export const styleHash = (css: string): string =>
  `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/** The type of the link that stands for an inlined sheet: no style language, so never fetched. */
export const INLINED_SHEET_TYPE = 'text/x-kassa-inlined';

/** `<link rel="stylesheet">` of a built sheet, its path (`assets/….css`) captured. */
export const BUILT_SHEET_LINK = /<link rel="stylesheet"[^>]*? href="\/(assets\/[^"]+\.css)"[^>]*>/g;

export interface StyleInliner {
  /** The sheet's inline element (and its unfetched link), or null to leave it linked. */
  styleOf(file: string): string | null;
  /** CSP sources of the sheets inlined so far, for style-src. */
  styleSources: string[];
}

export function styleInliner(
  /** The text of a built style sheet (`assets/….css`), or null to leave it linked. */
  builtStyle: (file: string) => string | null,
): StyleInliner {
  const styleSources: string[] = [];
  return {
    styleSources,
    // Only the build's own sheets are inlined, never a merchant's or a shopper's text, and none
    // that could end its element. The link beside it tells Vite's loader, which looks for a
    // sheet's link before it links the sheets a chunk needs, that the page has it already. It is
    // never fetched because its type is no style language a browser knows (`disabled` alone is
    // not enough: Chromium 150 fetches a disabled sheet), and `disabled` keeps it unapplied
    // should a browser fetch it all the same.
    styleOf: (file) => {
      const css = builtStyle(file);
      if (css === null || css === '' || css.includes('</')) return null;
      styleSources.push(styleHash(css));
      return `<style data-kassa-built>${css}</style><link rel="stylesheet" href="/${escapeHtml(file)}" type="${INLINED_SHEET_TYPE}" disabled>`;
    },
  };
}

/** The page with each of its linked built sheets inline where `inliner` has its text. */
export const inlineLinkedSheets = (html: string, inliner: StyleInliner): string =>
  html.replace(BUILT_SHEET_LINK, (link, file: string) => inliner.styleOf(file) ?? link);

/** `policy` with `sources` added to its style-src. */
export const withStyleSources = (policy: string, sources: readonly string[]): string =>
  sources.length === 0
    ? policy
    : policy.replace("style-src 'self'", `style-src 'self' ${sources.join(' ')}`);
