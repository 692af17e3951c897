// Entry of the designer preview (`/`). Loaded plainly it is the designer's page; loaded with
// `?panel=LIGHT|DARK|BROWSER` (the page's own iframes) it renders one themed form, so each panel
// has a document, a viewport width and a colour scheme of its own.
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { loadDeclineAdvice } from '../src/checkout/decline-advice-chunk.ts';
import type { ApmStep, CustomerStep } from '../src/checkout/model.ts';
import { loadSummaryParts } from '../src/components/OrderSummary.tsx';
import { loadChoiceList } from '../src/components/PaymentChoice.tsx';
import type { ThemeType } from '../themes/theme-types.ts';
import { PreviewPage } from './PreviewPage.tsx';
import { PreviewPanel } from './PreviewPanel.tsx';
import { panelContent, panelTheme } from './panel-frame.ts';
import { createPreviewModel } from './preview-model.ts';
import { createSandboxCheckout, sandboxDemoOf } from './sandbox-checkout.ts';
import { draftFromSearch, draftToSearch } from './url-state.ts';

function PanelDocument({
  theme,
  customerStep,
  apmStep,
}: {
  theme: ThemeType;
  customerStep: CustomerStep;
  apmStep: ApmStep;
}) {
  const [content, setContent] = useState(() => panelContent(window.location.hash));
  useEffect(() => {
    const follow = (): void => setContent(panelContent(window.location.hash));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return (
    <PreviewPanel theme={theme} content={content} customerStep={customerStep} apmStep={apmStep} />
  );
}

const root = document.getElementById('preview-root');
const theme = panelTheme(window.location.search);

if (root && theme) {
  document.title = `${theme} panel – Kassa designer preview`;
  // The panels show every state, the customer step's, the alternative methods', the list of
  // ways to pay, the summary's and a decline's too: their chunks come first.
  void Promise.all([
    import('../src/components/customer-step.ts'),
    import('../src/flows/apm/apm-step.ts').then((chunk) => chunk.loadApmForm()),
    loadChoiceList(),
    loadSummaryParts(),
    loadDeclineAdvice(),
  ]).then(([customerStep, apmStep]) =>
    render(<PanelDocument theme={theme} customerStep={customerStep} apmStep={apmStep} />, root),
  );
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
  render(<PreviewPage model={model} />, root);
}
