// One panel's document (this page loaded in an iframe): the real form in one theme, in the state
// and with the override its URL hash names; a new hash repaints it without a reload.
import type { JSX } from 'preact';
import { useEffect, useMemo } from 'preact/hooks';
import { namesAlternativeMethod } from '../common/contract/session-parts.ts';
import { type ApmStep, type CustomerStep, createCheckoutModel } from '../src/checkout/model.ts';
import * as subscriptionTerms from '../src/checkout/subscription.ts';
import { CheckoutForm } from '../src/components/CheckoutForm.tsx';
import type { FormMessages } from '../src/messages/form-messages.ts';
import type { ThemeType } from '../themes/theme-types.ts';
import { createFakeApiClient } from './fake-api-client.ts';
import { merchantPageOverlay } from './merchant-page-overlay.ts';
import { type PanelContent, sampleKey } from './panel-frame.ts';
import { sessionLanguageOf } from './preview-locales.ts';
import { findPreviewState } from './preview-states.ts';
import { withQuietFocus } from './quiet-focus.ts';
import { sampleSession } from './sample-session.ts';
import { applyPreviewTheme } from './theme-seam.ts';
import './PreviewPanel.css';

export function PreviewPanel({
  theme,
  content,
  messages,
  customerStep,
  apmStep,
}: {
  theme: ThemeType;
  content: PanelContent;
  /** The translator of `content.locale` (preview-messages.ts loads it, panel-document.tsx waits). */
  messages: FormMessages;
  /** The customer step's chunk, for the "Customer details needed" state (main.tsx loads it). */
  customerStep: CustomerStep;
  /** The alternative methods' chunk, for the method list and their screens (main.tsx loads it). */
  apmStep: ApmStep;
}): JSX.Element {
  const state = findPreviewState(content.stateId);
  // The hash is parsed afresh on every edit: the sample's text, not its object, says it changed.
  const sample = sampleKey(content.sample);
  const { locale } = content;
  const overlay = useMemo(
    () => (state.embedded ? merchantPageOverlay(window) : undefined),
    [state],
  );
  const model = useMemo(() => {
    // A checkout that asked for the panel's language: amounts and dates follow it, as they do
    // for a shopper.
    const session = state.session({
      ...sampleSession(JSON.parse(sample)),
      language: sessionLanguageOf(locale),
    });
    const checkout = createCheckoutModel(session, createFakeApiClient(session, state), {
      onOutcome: () => {},
      messages,
      customerStep,
      // The subscription state's terms: the preview has no size budget to keep.
      subscriptionTerms,
      // As on the hosted page: only a session that names an alternative method has the list.
      apmStep: namesAlternativeMethod(session) ? apmStep : null,
    });
    state.prepare(checkout);
    return withQuietFocus(checkout, document);
  }, [state, sample, locale, messages, customerStep, apmStep]);
  useEffect(() => () => model.dispose(), [model]);

  // The panel's <html> is the theme root, as on the checkout page: backgroundColor and
  // color-scheme reach the whole panel.
  useEffect(
    () => applyPreviewTheme(document.documentElement, theme, content.override),
    [theme, content.override],
  );

  return (
    <div class="preview-panel">
      {/* A form of its own per state, as a shopper's page has per session (the saved cards'
          chunk is asked for when the card fields first render). */}
      <CheckoutForm
        key={`${content.stateId} ${sample} ${messages.locale}`}
        model={model}
        overlay={overlay}
      />
    </div>
  );
}
