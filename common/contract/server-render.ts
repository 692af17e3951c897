// What the server's build of the pages (hosted/server-render.tsx and preview/server-render.tsx,
// built into dist/server-render) offers the server, which loads it at run time to render the
// checkout page's first response (server/api/pages/checkout-page.ts) and the designer preview's.
import type { FormCatalog } from '../messages/en.ts';
import type { LocaleId } from '../messages/locales.ts';
import type { SessionView } from './session-api.ts';

export interface ServerRenderOptions {
  /** The shopper's languages from Accept-Language, most preferred first. */
  browserLanguages: readonly string[];
  /**
   * An EMBEDDED session's page, which the browser may frame: how it shows depends on the
   * fragment the embed script writes (never sent to the server), so only its chunks are announced.
   */
  framed: boolean;
  /**
   * The page's locale, the catalog the page carries for it and the language it formats in: the
   * form is rendered in them.
   */
  messages: { locale: LocaleId; dir: 'ltr' | 'rtl'; catalog: FormCatalog; formats: string };
}

export interface ServerRenderedPage {
  /** The form's markup for `<main id="kassa-root">`; null when the browser must render it itself. */
  markup: string | null;
  title: string;
  /** BCP 47 tag for `<html lang>`. */
  lang: string;
  /** `<html data-theme>`, as hosted/page-theme.ts sets it. */
  dataTheme: string;
  /** Vite manifest keys (source paths) of the chunks the form will import, their style sheets too. */
  chunks: string[];
}

/** The module dist/server-render/server-render.js. */
export interface ServerRenderModule {
  renderCheckoutPage(
    session: SessionView,
    options: ServerRenderOptions,
  ): Promise<ServerRenderedPage>;
}

/** The module dist/server-render/preview-render.js: the designer preview's page. */
export interface PreviewRenderModule {
  /**
   * The designer's page for `<div id="preview-root">`, as the draft in `search` (the query string)
   * shows it. `sandboxDemo`: whether the server opens test checkouts (its button says so if not).
   */
  renderPreviewPage(search: string, options: { sandboxDemo: boolean }): string;
}
