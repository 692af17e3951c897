// Entry of the designer preview (`/`). Loaded plainly it is the designer's page; loaded with
// `?panel=LIGHT|DARK|BROWSER` (the page's own iframes) it renders one themed form, so each panel
// has a document, a viewport width and a colour scheme of its own.
import { hydrate, render } from 'preact';
import { nextTask } from '../hosted/next-task.ts';
import { ISLANDS, PreviewPage } from './PreviewPage.tsx';
import { panelTheme } from './panel-frame.ts';
import { createPreviewModel, type PreviewModel } from './preview-model.ts';
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
  void takeOver(root, model);
}

/**
 * The server's markup (server/api/pages/preview-page.ts) is the page rendered from the same draft,
 * so the script takes it over as it is (hydrate: its attributes are not compared again, which was
 * most of a render's cost over it), one part of the page per task, the header with the page's
 * main action first (PreviewPage.tsx ISLANDS): taken over at once after the script's own
 * evaluation, the page was a phone's longest task, and its first tap waited for all of it. The
 * page stays inert until every part is live. Without the server's markup (the Vite dev server) it
 * is rendered whole.
 */
async function takeOver(root: HTMLElement, model: PreviewModel): Promise<void> {
  if (!root.firstElementChild) {
    render(<PreviewPage model={model} />, root);
    return;
  }
  for (const [name, Island] of Object.entries(ISLANDS)) {
    await nextTask();
    const element = root.querySelector(`[data-island="${name}"]`);
    if (element) hydrate(<Island model={model} />, element);
  }
  root.removeAttribute('inert');
}
