// Entry of the hosted page, served at /pay/<token>: load the session and render the form, or take
// over the form the server rendered into the page from the session view it carries
// (hosted/prerendered.ts). Top-level
// it leaves with location.assign when the server says where the shopper goes; framed by the embed
// script (an EMBEDDED session) it reports to the merchant page instead (hosted/embedded-mode.ts).
import { effect, type ReadonlySignal } from '@preact/signals';
import { hydrate, render } from 'preact';
import { navigatorLanguages } from '../common/language/browser-languages.ts';
import { currencyFractionDigits } from '../common/money/currency.ts';
import { createApiClient } from '../src/checkout/api-client.ts';
import { loadCustomerStep } from '../src/checkout/model.ts';
import { formMessages } from '../src/messages/form-messages.ts';
import { HostedPage } from './HostedPage.tsx';
import { nextTask } from './next-task.ts';
import { createHostedPage, type PageFrame } from './page-model.ts';
import { watchPageReturn } from './page-return.ts';
import { createPageTheme } from './page-theme.ts';
import { carriedMessages, carriedSession, PRERENDERED_ATTRIBUTE, takeOver } from './prerendered.ts';
import { tokenFromPath } from './session-token.ts';

const token = tokenFromPath(window.location.pathname);
const root = document.getElementById('kassa-root');
const framed = window.parent !== window;

// A framed page is only ever the embedded form (the server forbids framing anything else), so
// the transparent, frameless layout applies from the first paint, before the session is known.
if (framed) document.documentElement.classList.add('kassa-embedded');

const frame: PageFrame | null =
  framed && root
    ? {
        hash: window.location.hash,
        ...(window.location.ancestorOrigins && {
          ancestorOrigins: Array.from(window.location.ancestorOrigins),
        }),
        window,
        content: root,
      }
    : null;

const theme = createPageTheme(document.documentElement);
const carried = carriedSession(document);

// Started in a function, not at the top level: an entry that awaited at its top level a chunk
// importing from it (the catalog's, which uses the form's translator) would wait for itself.
async function start(): Promise<void> {
  // The page speaks from its first paint: the catalog the server chose and carried in the page, or,
  // served without one (the dev server), the catalog of the locale the session and the browser ask
  // for, a chunk of its own. No catalog is part of this script.
  const carriedCatalog = carriedMessages(document);
  const messages = carriedCatalog
    ? formMessages(
        carriedCatalog.locale,
        carriedCatalog.messages,
        carriedCatalog.dir,
        carriedCatalog.formats,
      )
    : await import('./page-catalog.ts').then(({ messagesFor }) =>
        messagesFor(carried?.language, navigatorLanguages()),
      );

  const page = createHostedPage(token ? createApiClient({ token }) : null, {
    navigate: (url) => window.location.assign(url),
    watchReturn: watchPageReturn(window),
    frame,
    prepareTheme: (layers) => theme.prepare(layers),
    session: carried,
    messages,
    carriedMessages: carriedCatalog !== undefined,
  });

  effect(() => {
    document.title = page.title.value;
    document.documentElement.lang = page.lang.value;
    document.documentElement.dir = page.dir.value;
  });

  effect(() => theme.apply(page.themeLayers.value));

  const view = <HostedPage page={page} />;

  /** The customer fields' part of the ready form, when it asks for customer fields. */
  function readyCustomer(hosted: typeof page): ReadonlySignal<unknown> | null {
    const state = hosted.state.peek();
    return state.kind === 'ready' ? (state.checkout.customer?.part ?? null) : null;
  }

  /** Resolves once `value` holds something. */
  function whenSet(value: ReadonlySignal<unknown>): Promise<void> {
    return new Promise((resolve) => {
      const stop = effect(() => {
        if (value.value === null) return;
        resolve();
        queueMicrotask(() => stop());
      });
    });
  }
  if (root?.firstElementChild) {
    // The server's markup stays (and takes typing) until the form is ready in the same state, then
    // the components take it over; a page that ended elsewhere (an error) is rendered afresh.
    // The script, the currency's facts, the form's model and the takeover each run in a task of
    // their own (next-task.ts).
    void nextTask().then(async () => {
      // The currency's digits, the page's first Intl formatter, alone: it loads the runtime's
      // number data, the longest single step of the start; the model's amounts then reuse them.
      if (carried) currencyFractionDigits(carried.currency_code);
      await nextTask();
      await page.load();
      await nextTask();
      if (page.state.peek().kind !== 'ready') {
        root.replaceChildren();
        render(view, root);
      } else {
        // The server rendered the customer fields a session asks for: their chunk comes first, so
        // the form renders what the server did (the fields typed in meanwhile are kept).
        const step = carried ? await loadCustomerStep(carried).catch(() => null) : null;
        // The model opens the fields a microtask or more after the chunk is in: taken over before
        // that, the form would draw their placeholder over the fields the shopper is typing in.
        const customer = readyCustomer(page);
        if (step && customer) await whenSet(customer);
        takeOver(root, () => hydrate(view, root));
      }
      root.removeAttribute(PRERENDERED_ATTRIBUTE);
    });
  } else {
    if (root) render(view, root);
    void page.load();
  }
}

void start();
