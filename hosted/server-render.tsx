// The hosted page rendered on the server, from the same session view and with the same components
// the browser renders (dist/server-render, built with `vite build --mode server-render`): the
// checkout page's first response carries the form, so the card field shows and takes typing before
// any script has run; hosted/main.tsx then hydrates it (hosted/prerendered.ts). The page model loads
// exactly as in the browser (the same chunks, the same order), only its session is given rather
// than fetched.
import { renderToString } from 'preact-render-to-string';
import type {
  ServerRenderedPage,
  ServerRenderModule,
  ServerRenderOptions,
} from '../common/contract/server-render.ts';
import type { SessionView } from '../common/contract/session-api.ts';
import { loadCustomerStep } from '../src/checkout/model.ts';
import { formMessages } from '../src/messages/form-messages.ts';
import {
  dataThemeOf,
  hasThemeRules,
  hasThemeVariables,
  layersOf,
  themeTypeOf,
} from '../themes/theme-layers.ts';
import { HostedPage } from './HostedPage.tsx';
import { createHostedPage } from './page-model.ts';
import { sessionChunks, sessionThemeLayers } from './session-chunks.ts';

export const renderCheckoutPage: ServerRenderModule['renderCheckoutPage'] = async (
  session: SessionView,
  options: ServerRenderOptions,
): Promise<ServerRenderedPage> => {
  const layers = sessionThemeLayers(session);
  const base = {
    dataTheme: dataThemeOf(themeTypeOf(layersOf(layers), null)),
    chunks: sessionChunks(session, options.framed),
  };
  // The page's words: the catalog the server chose for this page (server/api/pages/page-speech.ts).
  const messages = formMessages(
    options.messages.locale,
    options.messages.catalog,
    options.messages.dir,
    options.messages.formats,
  );
  const shell = {
    ...base,
    markup: null,
    title: session.shop_name
      ? messages('page.title.shop', { shop: session.shop_name })
      : messages('page.title'),
    lang: messages.locale,
  };
  // A merchant's own colours and rules are set through the CSSOM in the browser (the page's CSP
  // forbids inline styles), so a form that has them waits for its script, as it always did, rather
  // than showing first in colours and sizes it does not keep. A checkout that goes straight to its
  // method shows no form; a framed page's form depends on its fragment.
  if (
    options.framed ||
    session.straight_to_method !== undefined ||
    hasThemeVariables(layers) ||
    hasThemeRules(layers)
  )
    return shell;
  const page = createHostedPage(
    {
      getSession: async () => ({ ok: true, value: session }),
      // Nothing is paid on the server: the page is rendered and dropped.
      pay: async () => ({ ok: false, kind: 'network' }),
      cancelAction: async () => ({ ok: false, kind: 'network' }),
    },
    {
      navigate: () => {},
      browserLanguages: options.browserLanguages,
      messages,
      carriedMessages: true,
    },
  );
  await page.load();
  // The form shows before the customer fields' chunk in the browser; here it is rendered with
  // them, and the browser takes it over once it has them too (hosted/main.tsx).
  await loadCustomerStep(session).catch(() => null);
  const state = page.state.peek();
  if (state.kind !== 'ready') return shell;
  try {
    return {
      ...base,
      markup: renderToString(<HostedPage page={page} />),
      title: page.title.peek(),
      lang: page.lang.peek(),
    };
  } finally {
    state.checkout.dispose();
  }
};
