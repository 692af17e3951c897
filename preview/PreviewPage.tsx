import type { JSX } from 'preact';
import { OverrideEditor } from './OverrideEditor.tsx';
import { PanelGrid } from './PanelGrid.tsx';
import { DEMO_OFF_MESSAGE, type PreviewModel } from './preview-model.ts';
import { StateSwitcher } from './StateSwitcher.tsx';
import { UseOverride } from './UseOverride.tsx';
import './PreviewPage.css';

/** The designer's page: editors and actions on the left, the themed panels on the right. */
export function PreviewPage({ model }: { model: PreviewModel }): JSX.Element {
  const draft = model.draft.value;
  const checkout = model.checkoutStatus.value;
  const warnings = model.warnings.value;

  return (
    <div class="preview-page">
      <header class="preview-header">
        <h1>Kassa designer preview</h1>
        <p>
          The real payment form in every theme and state, with your payment_form_override applied.
          Create a test checkout to try it on the hosted page with a sandbox card.
        </p>
        {/* The page's main action, first on screen. */}
        <div class="preview-try">
          <button
            type="button"
            disabled={!model.sandboxDemoOn}
            aria-describedby={model.sandboxDemoOn ? undefined : 'preview-demo-off'}
            aria-busy={checkout.kind === 'busy' ? 'true' : undefined}
            onClick={() => void model.openSandboxCheckout()}
          >
            Create a test checkout
          </button>
          <button
            type="button"
            class="preview-secondary"
            disabled={!model.sandboxDemoOn}
            aria-describedby={model.sandboxDemoOn ? 'preview-timeout-hint' : 'preview-demo-off'}
            onClick={() => void model.openSandboxCheckout({ expired: true })}
          >
            Try the timeout
          </button>
          {model.sandboxDemoOn && (
            <p id="preview-timeout-hint" class="preview-hint">
              Try the timeout opens a test checkout whose time the server has already ended, as{' '}
              <code>POST /sandbox/api/sessions/{'{token}'}/expire</code> ends any of your checkouts:
              the hosted page sends you to its failure_url with error_code 2904, where a shopper
              goes when the time is up.
            </p>
          )}
          {!model.sandboxDemoOn && <p id="preview-demo-off">{DEMO_OFF_MESSAGE}</p>}
          <p role="alert" class="preview-error">
            {checkout.kind === 'failed' ? checkout.message : ''}
          </p>
        </div>
      </header>
      <main class="preview-main">
        <div class="preview-sidebar">
          <OverrideEditor model={model} />
          <section class="preview-contrast" aria-labelledby="preview-contrast-heading">
            <h2 id="preview-contrast-heading">Contrast</h2>
            {warnings.length === 0 ? (
              <p>No text/background pair you set falls below WCAG AA (4.5:1).</p>
            ) : (
              <ul>
                {warnings.map((warning) => (
                  <li key={warning.message} class="preview-warning">
                    {warning.message}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <UseOverride model={model} />
        </div>
        <section class="preview-stage" aria-labelledby="preview-stage-heading">
          <h2 id="preview-stage-heading">Preview</h2>
          <StateSwitcher value={draft.stateId} onChange={(stateId) => model.update({ stateId })} />
          <PanelGrid
            content={{ stateId: draft.stateId, override: model.appliedOverride.value }}
            shown={model.shownTheme.value}
          />
        </section>
      </main>
    </div>
  );
}
