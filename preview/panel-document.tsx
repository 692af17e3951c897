// One panel's document: the form in one theme, following its URL hash. A chunk of its own, so the
// designer's page does not download and run the form's code before it answers its first keypress;
// the panels, loaded as the designer scrolls to them, ask for it.
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { loadDeclineAdvice } from '../src/checkout/decline-advice-chunk.ts';
import type { ApmStep, CustomerStep } from '../src/checkout/model.ts';
import { loadSummaryParts } from '../src/components/OrderSummary.tsx';
import { loadChoiceList } from '../src/components/PaymentChoice.tsx';
import type { ThemeType } from '../themes/theme-types.ts';
import { PreviewPanel } from './PreviewPanel.tsx';
import { panelContent } from './panel-frame.ts';

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

export async function renderPanel(root: HTMLElement, theme: ThemeType): Promise<void> {
  // The panels show every state, the customer step's, the alternative methods', the list of
  // ways to pay, the summary's and a decline's too: their chunks come first.
  const [customerStep, apmStep] = await Promise.all([
    import('../src/components/customer-step.ts'),
    import('../src/flows/apm/apm-step.ts').then((chunk) => chunk.loadApmForm()),
    loadChoiceList(),
    loadSummaryParts(),
    loadDeclineAdvice(),
  ]);
  render(<PanelDocument theme={theme} customerStep={customerStep} apmStep={apmStep} />, root);
}
