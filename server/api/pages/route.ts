import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type {
  PreviewRenderModule,
  ServerRenderModule,
} from '../../../common/contract/server-render.ts';
import { sessionViewSchema } from '../../../common/contract/session-view-schema.ts';
import { ApiError } from '../../contract/api-error.ts';
import type { AppDeps } from '../../domain/deps.ts';
import { findPaymentBySessionToken } from '../../domain/ledger/payment-store.ts';
import { findFormSettings } from '../../domain/merchants/merchant-store.ts';
import { acceptedLanguages } from '../../http/accept-language.ts';
import { currentSessionView } from '../form/current-session-view.ts';
import { backofficePageRoutes } from './backoffice-page.ts';
import { type BuiltFile, readBuiltFile, sendBuiltFile } from './built-file.ts';
import { composeCheckoutPage, type ViteManifest } from './checkout-page.ts';
import { withStyleSources } from './inline-styles.ts';
import { pageSpeech } from './page-speech.ts';
import { composePreviewPage, linkedSheets } from './preview-page.ts';

// The pages of the service origin: the designer preview at `/`, the checkout page at
// `/pay/:token` (hosted, or framed by the embed script), the back office at `/backoffice`
// (backoffice-page.ts), their hashed assets, and the merchant-page scripts under /js/. The
// checkout page carries its session's view and the form rendered from it (checkout-page.ts); the
// form asks /api/sessions/:token again only to retry or to follow the
// session.

const CHECKOUT_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  // Session tokens are in the URL: never leak them to the success/failure pages by Referer.
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

const CSP_BASE =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
  "connect-src 'self'; base-uri 'none'; form-action 'none'";

/**
 * With SANDBOX_WALLETS=off the form may load Google Pay's pay.js, which runs its sheet in a frame of
 * its own and talks to Google (Google Pay's documented sources). With the sandbox sheet (the
 * default) nothing outside Kassa is allowed.
 */
const CSP_WITH_GOOGLE_PAY =
  "default-src 'self'; script-src 'self' https://pay.google.com; style-src 'self'; " +
  "img-src 'self' data: https://www.gstatic.com; connect-src 'self' https://pay.google.com " +
  "https://google.com/pay; frame-src 'self' https://pay.google.com; base-uri 'none'; " +
  "form-action 'none'";

/**
 * Who may frame a checkout page: nobody for a HOSTED session (or an unknown token), only the
 * merchant's allowed origins for an EMBEDDED one.
 */
function framingHeaders(
  frameAncestors: readonly string[],
  realWallets: boolean,
  styleSources: readonly string[] = [],
): Record<string, string> {
  const policy = realWallets ? CSP_WITH_GOOGLE_PAY : CSP_BASE;
  // The page's own inline style sheets, each allowed by its hash (checkout-page.ts).
  const csp = withStyleSources(policy, styleSources);
  // Google Pay may open its sheet in a popup it must be able to talk back from.
  const opener = realWallets ? { 'cross-origin-opener-policy': 'same-origin-allow-popups' } : {};
  if (frameAncestors.length === 0) {
    return {
      'content-security-policy': `${csp}; frame-ancestors 'none'`,
      'x-frame-options': 'DENY',
      ...opener,
    };
  }
  return {
    'content-security-policy': `${csp}; frame-ancestors ${frameAncestors.join(' ')}`,
    ...opener,
  };
}

// The designer preview paints themes from its URL, so it keeps the checkout page's policy: styles
// through the CSSOM only, as they will be painted for shoppers. It frames itself (its panels).
const PREVIEW_CSP = `${CSP_BASE}; frame-ancestors 'self'`;

const PREVIEW_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-cache',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
} as const;

// The merchant-page scripts keep one URL for every release (the spec says to load them from the
// service, never to bundle them), so caches may keep them only briefly. The loader is imported as
// an ES module from merchant origins, which needs CORS; the script is loaded by merchant pages of
// any origin, which the default Cross-Origin-Resource-Policy (same-origin) would forbid.
const SCRIPT_HEADERS = {
  'content-type': 'text/javascript; charset=utf-8',
  'cache-control': 'public, max-age=300',
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
  'x-content-type-options': 'nosniff',
} as const;

/** Where the built pages (vite build) and merchant-page scripts (the embed build) are. */
export interface BuiltDirs {
  publicDir: string;
  embedDir: string;
  /**
   * The hosted page's server build (dist/server-render/server-render.js, or its source in tests);
   * without it the checkout page carries the session view and the browser renders the form.
   */
  serverRender?: string | undefined;
  /**
   * The designer preview's server build (dist/server-render/preview-render.js, or its source in
   * tests); without it the preview's page is rendered by its script alone.
   */
  previewRender?: string | undefined;
}

/**
 * The designer preview as served to one browser (the sandbox's demo adds its token to it): its
 * HTML and the headers that go with it.
 */
export type PreviewPageFor = (
  html: string,
  cookieHeader: string | undefined,
) => { html: string; headers: Record<string, string> };

/** Loads the module at `path` once, when first asked; null when there is none (not built). */
function builtModule<Module>(path: string | undefined): () => Promise<Module | null> {
  let loaded: Promise<Module | null> | undefined;
  return () => {
    loaded ??=
      path && existsSync(path)
        ? (import(pathToFileURL(path).href) as Promise<Module>)
        : Promise.resolve(null);
    return loaded;
  };
}

export function pageRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  { publicDir, embedDir, serverRender, previewRender }: BuiltDirs,
  previewPageFor: PreviewPageFor,
): void {
  const built = existsSync(join(publicDir, 'index.html'));
  const cache = new Map<string, BuiltFile>();
  const file = async (path: string): Promise<BuiltFile> => {
    let found = cache.get(path);
    if (found === undefined) {
      found = await readBuiltFile(path);
      if (!found) throw new ApiError(404, 'NOT_FOUND', 'not built; run npm run build');
      cache.set(path, found);
    }
    return found;
  };
  const send = async (reply: FastifyReply, path: string, headers: Record<string, string>) =>
    sendBuiltFile(reply.headers(headers), await file(path));
  // The server builds and the manifest are read once: they change only with a build, which
  // restarts the server.
  const loadRenderer = builtModule<ServerRenderModule>(serverRender);
  const loadPreviewRenderer = builtModule<PreviewRenderModule>(previewRender);
  // The built style sheets, which the checkout page carries inline (checkout-page.ts).
  const builtStyles = new Map<string, string>();
  let manifest: Promise<ViteManifest | null> | undefined;
  const loadManifest = () => {
    manifest ??= readFile(join(publicDir, '.vite', 'manifest.json'), 'utf8').then(
      async (text) => {
        const read = JSON.parse(text) as ViteManifest;
        const sheets = new Set(Object.values(read).flatMap((chunk) => chunk.css ?? []));
        for (const file of sheets) {
          const css = await readFile(join(publicDir, file), 'utf8').catch(() => null);
          if (css !== null) builtStyles.set(file, css);
        }
        return read;
      },
      () => null,
    );
    return manifest;
  };

  if (built) {
    app.register(fastifyStatic, {
      root: join(publicDir, 'assets'),
      prefix: '/assets/',
      // File names carry a content hash, so they never change.
      immutable: true,
      maxAge: '365d',
      index: false,
      // The build writes .br and .gz beside every text asset (scripts/precompress.ts).
      preCompressed: true,
      setHeaders: (response) => response.setHeader('vary', 'accept-encoding'),
    });
  }

  // The designer's page in its first response, as its draft (the query) shows it. A panel (one of
  // the page's frames, `?panel=`) renders the form in the browser, from its hash. Should the render
  // fail, the page is sent as built and its script renders it.
  const renderPreview = async (search: string): Promise<string | null> => {
    if (new URLSearchParams(search).has('panel')) return null;
    try {
      const module = await loadPreviewRenderer();
      return module?.renderPreviewPage(search, { sandboxDemo: deps.config.sandboxDemo }) ?? null;
    } catch (error) {
      app.log.error({ err: error }, 'the designer preview could not be rendered on the server');
      return null;
    }
  };

  // The preview carries the token its test checkout button needs (previewPageFor, given by the
  // composition root: the sandbox's demo access).
  app.get('/', async (request, reply) => {
    // Per browser (it carries a token), so it is compressed per request, not by the build.
    const shell = (await file(join(publicDir, 'index.html'))).identity.toString('utf8');
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const sheets = new Map<string, string>();
    for (const sheet of linkedSheets(shell)) {
      const built = await file(join(publicDir, sheet)).catch(() => null);
      if (built) sheets.set(sheet, built.identity.toString('utf8'));
    }
    const composed = composePreviewPage(
      shell,
      await renderPreview(search),
      (sheet) => sheets.get(sheet) ?? null,
    );
    const page = previewPageFor(composed.html, request.headers.cookie);
    return reply
      .headers({
        ...PREVIEW_HEADERS,
        'content-security-policy': withStyleSources(PREVIEW_CSP, composed.styleSources),
        ...page.headers,
      })
      .send(page.html);
  });

  app.get<{ Params: { token: string } }>('/pay/:token', async (request, reply) => {
    const shellPath = join(publicDir, 'hosted', 'index.html');
    const payment = await findPaymentBySessionToken(deps.db, request.params.token);
    const realWallets = !deps.config.sandboxWallets;
    // No session, no view: the shell as built, whose form says the link is wrong.
    if (!payment) {
      return send(reply, shellPath, {
        ...CHECKOUT_PAGE_HEADERS,
        ...framingHeaders([], realWallets),
      });
    }
    const settings = await findFormSettings(deps.db, payment.merchantId);
    const ancestors = payment.uiMode === 'EMBEDDED' ? settings.allowedOrigins : [];
    const view = await currentSessionView(deps, payment, settings);
    // The same serializer as GET /api/sessions/:token: the page carries exactly what it answers.
    const sessionJson = reply.serializeInput(view, sessionViewSchema);
    const shell = (await file(shellPath)).identity.toString('utf8');
    const speech = await pageSpeech(view, request.headers['accept-language']);
    let rendered = null;
    try {
      rendered =
        (await (
          await loadRenderer()
        )?.renderCheckoutPage(view, {
          browserLanguages: acceptedLanguages(request.headers['accept-language']),
          framed: payment.uiMode === 'EMBEDDED',
          messages: {
            locale: speech.locale,
            dir: speech.dir,
            catalog: speech.catalog,
            formats: speech.formats,
          },
        })) ?? null;
    } catch (error) {
      // The browser renders the form from the view, as it would without a server build.
      request.log.error({ err: error }, 'checkout page not rendered on the server');
    }
    const page = composeCheckoutPage(
      shell,
      sessionJson,
      rendered,
      await loadManifest(),
      (path) => builtStyles.get(path) ?? null,
      speech,
    );
    return reply
      .headers({
        ...CHECKOUT_PAGE_HEADERS,
        ...framingHeaders(ancestors, realWallets, page.styleSources),
      })
      .send(page.html);
  });

  // The checkout page's headers, as for a HOSTED session: the back office shows secrets once (a
  // new key, a password), so it is never cached, never framed, and leaks no address by Referer.
  const backofficeHeaders = { ...CHECKOUT_PAGE_HEADERS, ...framingHeaders([], false) };
  backofficePageRoutes(app, publicDir, (reply, path) => send(reply, path, backofficeHeaders));

  app.get('/js/kassa.js', (_request, reply) =>
    send(reply, join(embedDir, 'kassa.js'), SCRIPT_HEADERS),
  );
  app.get('/js/loader.js', (_request, reply) =>
    send(reply, join(embedDir, 'loader.js'), SCRIPT_HEADERS),
  );
}
