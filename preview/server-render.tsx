// The designer's page rendered on the server (built with the hosted page's into dist/server-render):
// the page's first response carries its editors, its main action and its panels' frames, so the
// page shows before its script has run; preview/main.tsx then renders over that markup, keeping the
// elements it finds (the panels' frames are not loaded twice). The page is rendered from the same
// draft the browser reads, the query string.
import { renderToString } from 'preact-render-to-string';
import type { PreviewRenderModule } from '../common/contract/server-render.ts';
import { PreviewPage } from './PreviewPage.tsx';
import { createPreviewModel } from './preview-model.ts';
import { draftFromSearch } from './url-state.ts';

const inert = async (): Promise<never> => {
  throw new Error('the designer preview is only rendered on the server, not used there');
};

export const renderPreviewPage: PreviewRenderModule['renderPreviewPage'] = (
  search,
  { sandboxDemo },
) => {
  const model = createPreviewModel(draftFromSearch(search), {
    saveDraft: () => {},
    writeClipboard: inert,
    sandboxDemoOn: sandboxDemo,
    createSandboxCheckout: inert,
    open: () => {},
  });
  return renderToString(<PreviewPage model={model} />);
};
