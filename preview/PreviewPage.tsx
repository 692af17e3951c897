import type { JSX } from 'preact';
import { CONTRAST_HOLD_ID, ContrastSection } from './ContrastSection.tsx';
import { OverrideEditor } from './OverrideEditor.tsx';
import { PanelGrid } from './PanelGrid.tsx';
import { sampleOf } from './preview-draft.ts';
import { DEMO_OFF_MESSAGE, type PreviewModel } from './preview-model.ts';
import { SampleControls } from './SampleControls.tsx';
import { StateSwitcher } from './StateSwitcher.tsx';
import { UseOverride } from './UseOverride.tsx';
import './PreviewPage.css';

/**
 * The page's three parts, each rendered into an element of the page's own (ISLANDS), so that the
 * browser can take the server's markup over one part per task (preview/main.tsx): the header with
 * the page's main action, the editors, and the panels.
 */
export const ISLANDS = {
  header: PreviewHeader,
  sidebar: PreviewSidebar,
  stage: PreviewStage,
} as const;

export type IslandName = keyof typeof ISLANDS;

/** The designer's page: editors and actions on the left, the themed panels on the right. */
export function PreviewPage({ model }: { model: PreviewModel }): JSX.Element {
  return (
    <div class="preview-page">
      <header class="preview-header" data-island="header">
        <PreviewHeader model={model} />
      </header>
      <main class="preview-main">
        <div class="preview-sidebar" data-island="sidebar">
          <PreviewSidebar model={model} />
        </div>
        <section class="preview-stage" aria-labelledby="preview-stage-heading" data-island="stage">
          <PreviewStage model={model} />
        </section>
      </main>
    </div>
  );
}

/** What the page is, and its main action, first on screen. */
function PreviewHeader({ model }: { model: PreviewModel }): JSX.Element {
  const checkout = model.checkoutStatus.value;
  const held = model.contrastHold.value.length > 0;
  // Off with the reason when the server refuses test checkouts or the text does not read.
  const tryOff = !model.sandboxDemoOn || held;
  const offReason = !model.sandboxDemoOn ? 'preview-demo-off' : CONTRAST_HOLD_ID;

  return (
    <>
      <h1>Kassa designer preview</h1>
      <p>
        The real payment form in every theme and state, with your payment_form_override applied.
        Create a test checkout to try it on the hosted page with a sandbox card.
      </p>
      <div class="preview-try">
        <button
          type="button"
          disabled={tryOff}
          aria-describedby={tryOff ? offReason : undefined}
          aria-busy={checkout.kind === 'busy' ? 'true' : undefined}
          onClick={() => void model.openSandboxCheckout()}
        >
          Create a test checkout
        </button>
        <button
          type="button"
          class="preview-secondary"
          disabled={tryOff}
          aria-describedby={tryOff ? offReason : 'preview-timeout-hint'}
          onClick={() => void model.openSandboxCheckout({ expired: true })}
        >
          Try the timeout
        </button>
        {model.sandboxDemoOn && (
          <p id="preview-timeout-hint" class="preview-hint">
            Try the timeout opens a test checkout whose time the server has already ended, as{' '}
            <code>POST /sandbox/api/sessions/{'{token}'}/expire</code> ends any of your checkouts:
            the hosted page sends you to its failure_url with error_code 2904, where a shopper goes
            when the time is up.
          </p>
        )}
        {!model.sandboxDemoOn && <p id="preview-demo-off">{DEMO_OFF_MESSAGE}</p>}
        <p role="alert" class="preview-error">
          {checkout.kind === 'failed' ? checkout.message : ''}
        </p>
      </div>
    </>
  );
}

/** The override's editors, its contrast check and how to use it. */
function PreviewSidebar({ model }: { model: PreviewModel }): JSX.Element {
  return (
    <>
      <OverrideEditor model={model} />
      <ContrastSection model={model} />
      <UseOverride model={model} />
    </>
  );
}

/** The sample's controls, the state shown and the themed panels. */
function PreviewStage({ model }: { model: PreviewModel }): JSX.Element {
  const draft = model.draft.value;
  return (
    <>
      <h2 id="preview-stage-heading">Preview</h2>
      <SampleControls model={model} />
      <StateSwitcher value={draft.stateId} onChange={(stateId) => model.update({ stateId })} />
      <PanelGrid
        content={{
          stateId: draft.stateId,
          override: model.appliedOverride.value,
          sample: sampleOf(draft),
          locale: draft.locale,
        }}
        shown={model.shownTheme.value}
      />
    </>
  );
}
