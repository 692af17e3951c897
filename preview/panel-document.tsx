// One panel's document: the form in one theme, following its URL hash. A chunk of its own, so the
// designer's page does not download and run the form's code before it answers its first keypress;
// the panels, loaded as the designer scrolls to them, ask for it.
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { loadDeclineAdvice } from '../src/checkout/decline-advice-chunk.ts';
import type { ApmStep, CustomerStep } from '../src/checkout/model.ts';
import { loadSummaryParts } from '../src/components/OrderSummary.tsx';
import { loadChoiceList } from '../src/components/PaymentChoice.tsx';
import type { FormMessages } from '../src/messages/form-messages.ts';
import type { ThemeType } from '../themes/theme-types.ts';
import { PreviewPanel } from './PreviewPanel.tsx';
import { type PanelContent, panelContent } from './panel-frame.ts';
import { previewMessagesFor } from './preview-messages.ts';

/** What the panel shows, with the translator of its language once that is loaded. */
interface Shown {
  /** The URL hash `content` was read from. */
  hash: string;
  content: PanelContent;
  messages: FormMessages;
}

/**
 * The panel's document speaks its form's language, as the hosted page's does: `lang` for screen
 * readers, hyphenation and fonts, `dir` for right-to-left scripts (the form's styles follow it).
 */
function speak(root: HTMLElement, messages: FormMessages): void {
  root.lang = messages.locale;
  root.dir = messages.dir;
}

function PanelDocument({
  theme,
  first,
  customerStep,
  apmStep,
}: {
  theme: ThemeType;
  first: Shown;
  customerStep: CustomerStep;
  apmStep: ApmStep;
}) {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    // The latest hash wins: a catalog that arrives after the designer picked another is dropped.
    let latest = 0;
    const follow = (): void => {
      const { hash } = window.location;
      const content = panelContent(hash);
      const asked = ++latest;
      void previewMessagesFor(content.locale).then((messages) => {
        if (asked !== latest) return;
        speak(document.documentElement, messages);
        setShown({ hash, content, messages });
      });
    };
    window.addEventListener('hashchange', follow);
    // The designer may have edited while the form's chunks were loading.
    if (window.location.hash !== first.hash) follow();
    return () => window.removeEventListener('hashchange', follow);
  }, [first]);
  return (
    <PreviewPanel
      theme={theme}
      content={shown.content}
      messages={shown.messages}
      customerStep={customerStep}
      apmStep={apmStep}
    />
  );
}

export async function renderPanel(root: HTMLElement, theme: ThemeType): Promise<void> {
  // The panels show every state, the customer step's, the alternative methods', the list of
  // ways to pay, the summary's and a decline's too: their chunks come first, with the catalog of
  // the panel's language.
  const { hash } = window.location;
  const content = panelContent(hash);
  const [customerStep, apmStep, messages] = await Promise.all([
    import('../src/components/customer-step.ts'),
    import('../src/flows/apm/apm-step.ts').then((chunk) => chunk.loadApmForm()),
    previewMessagesFor(content.locale),
    loadChoiceList(),
    loadSummaryParts(),
    loadDeclineAdvice(),
  ]);
  speak(document.documentElement, messages);
  render(
    <PanelDocument
      theme={theme}
      first={{ hash, content, messages }}
      customerStep={customerStep}
      apmStep={apmStep}
    />,
    root,
  );
}
