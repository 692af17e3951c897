import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import type { CheckoutModel } from '../src/checkout/model.ts';
import { CheckoutContent } from '../src/components/CheckoutForm.tsx';
import { FormFrame } from '../src/components/FormFrame.tsx';
import './HostedPage.css';
import { Messages, useMessages } from '../src/messages/form-messages.ts';
import type { EmbeddedMode } from './embedded-mode.ts';
import { LoadingSkeleton } from './LoadingSkeleton.tsx';
import { PageFooter, TestModeBadge } from './PageChrome.tsx';
import type { HostedPage as HostedPageModel } from './page-model.ts';

/** The page: the sandbox's badge in every state, then the state's own content. */
export function HostedPage({ page }: { page: HostedPageModel }): JSX.Element {
  return (
    <Messages messages={page.messages.value}>
      <TestModeBadge />
      <PageContent page={page} />
    </Messages>
  );
}

function PageContent({ page }: { page: HostedPageModel }): JSX.Element {
  const t = useMessages();
  const state = page.state.value;
  switch (state.kind) {
    // The same frame from loading to ready: the form fills in where the skeleton was.
    case 'loading':
      return (
        <FormFrame busy>
          <LoadingSkeleton />
        </FormFrame>
      );
    case 'ready':
      return (
        <FormFrame>
          {state.embedded ? (
            <EmbeddedContent
              checkout={state.checkout}
              embedded={state.embedded}
              hidePayButton={state.hidePayButton}
              summary={state.summary}
            />
          ) : (
            <>
              <CheckoutContent model={state.checkout} />
              <PageFooter />
            </>
          )}
        </FormFrame>
      );
    case 'redirecting':
      return (
        <div class="kassa-page-status" role="status">
          <span class="kassa-page-spinner" aria-hidden="true" />
          {t('page.redirecting')}
        </div>
      );
    case 'error':
      return (
        <div class="kassa-page-status">
          <h1 class="kassa-page-title">{page.heading.value}</h1>
          <p role="alert">{state.message}</p>
          {state.advice && <p>{state.advice}</p>}
          {state.back && (
            <a class="kassa-page-back" href={state.back}>
              {t('page.back_to_shop')}
            </a>
          )}
          {state.canRetry && (
            <button
              class="kassa-page-retry"
              type="button"
              onClick={() => (state.reload ? location.reload() : void page.load())}
            >
              {t('page.retry')}
            </button>
          )}
        </div>
      );
  }
}

/**
 * The form inside a merchant page, a payment element: only what paying needs (the products only
 * where the shopper can change them) unless the merchant asked for the summary. Tells the parent
 * once it is on screen (after render).
 */
function EmbeddedContent(props: {
  checkout: CheckoutModel;
  embedded: EmbeddedMode;
  hidePayButton?: boolean | undefined;
  summary?: boolean | undefined;
}): JSX.Element {
  const { embedded } = props;
  useEffect(() => embedded.start(), [embedded]);
  return (
    <CheckoutContent
      model={props.checkout}
      hidePayButton={props.hidePayButton}
      overlay={embedded.overlay}
      summary={props.summary ? 'full' : 'add-ons'}
    />
  );
}
