// Entry of the hosted page, served at /pay/<token>: load the session and render the form. Top-level
// it leaves with location.assign when the server says where the shopper goes; framed by the embed
// script (an EMBEDDED session) it reports to the merchant page instead (hosted/embedded-mode.ts).
import { effect } from '@preact/signals';
import { render } from 'preact';
import { createApiClient } from '../src/checkout/api-client.ts';
import { followContentHeight } from './content-height.ts';
import { HostedPage } from './HostedPage.tsx';
import { createHostedPage, type PageFrame } from './page-model.ts';
import { watchPageReturn } from './page-return.ts';
import { createPageTheme } from './page-theme.ts';
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
        followHeight: (onChange) => followContentHeight(root, onChange),
      }
    : null;

const theme = createPageTheme(document.documentElement);

const page = createHostedPage(token ? createApiClient({ token }) : null, {
  navigate: (url) => window.location.assign(url),
  watchReturn: watchPageReturn(window),
  frame,
  prepareTheme: (layers) => theme.prepare(layers),
});

effect(() => {
  document.title = page.title.value;
  document.documentElement.lang = page.lang.value;
});

effect(() => theme.apply(page.themeLayers.value));

if (root) render(<HostedPage page={page} />, root);
void page.load();
