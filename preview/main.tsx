// Entry of the designer preview (`/`). Loaded plainly it is the designer's page; loaded with
// `?panel=LIGHT|DARK|BROWSER` (the page's own iframes) it renders one themed form, so each panel
// has a document, a viewport width and a colour scheme of its own.
import { hydrate } from 'preact';
import { nextTask } from '../hosted/next-task.ts';
import { PreviewPage } from './PreviewPage.tsx';
import { panelTheme } from './panel-frame.ts';
import { createPreviewModel } from './preview-model.ts';
import { createSandboxCheckout, sandboxDemoOf } from './sandbox-checkout.ts';
import { draftFromSearch, draftToSearch } from './url-state.ts';

const root = document.getElementById('preview-root');
const theme = panelTheme(window.location.search);

if (root && theme) {
  document.title = `${theme} panel – Kassa designer preview`;
  void import('./panel-document.tsx').then((panel) => panel.renderPanel(root, theme));
} else if (root) {
  const demo = sandboxDemoOf(document);
  const model = createPreviewModel(draftFromSearch(window.location.search), {
    saveDraft: (draft) =>
      window.history.replaceState(null, '', `${window.location.pathname}${draftToSearch(draft)}`),
    writeClipboard: (text) => navigator.clipboard.writeText(text),
    sandboxDemoOn: demo.on,
    createSandboxCheckout: (override, options) =>
      createSandboxCheckout(override, demo.on ? demo.token : '', options),
    open: (url) => window.location.assign(url),
  });
  // The server's markup (server/api/pages/preview-page.ts) is the page rendered from the same
  // draft, so the script takes it over as it is (hydrate: its attributes are not compared again,
  // which was most of a render's cost over it); then the page is live. In a task of its own, after
  // the script's: together they were the page's longest task, and its first tap waited for both.
  void nextTask().then(() => {
    hydrate(<PreviewPage model={model} />, root);
    root.removeAttribute('inert');
  });
}
