import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import type { CheckoutModel } from '../src/checkout/model.ts';
import { CheckoutForm } from '../src/components/CheckoutForm.tsx';
import './HostedPage.css';
import type { EmbeddedMode } from './embedded-mode.ts';
import type { HostedPage as HostedPageModel } from './page-model.ts';

export function HostedPage({ page }: { page: HostedPageModel }): JSX.Element {
  const state = page.state.value;
  switch (state.kind) {
    case 'ready':
      return state.embedded ? (
        <EmbeddedForm checkout={state.checkout} embedded={state.embedded} />
      ) : (
        <CheckoutForm model={state.checkout} />
      );
    case 'loading':
    case 'redirecting':
      return (
        <div class="kassa-page-status" role="status">
          <span class="kassa-page-spinner" aria-hidden="true" />
          {state.kind === 'loading' ? 'Loading checkout…' : 'Redirecting…'}
        </div>
      );
    case 'error':
      return (
        <div class="kassa-page-status">
          <h1 class="kassa-page-title">Checkout</h1>
          <p role="alert">{state.message}</p>
          {state.canRetry && (
            <button class="kassa-page-retry" type="button" onClick={() => void page.load()}>
              Try again
            </button>
          )}
        </div>
      );
  }
}

/** The form inside a merchant page: tells the parent once it is on screen (after render). */
function EmbeddedForm(props: { checkout: CheckoutModel; embedded: EmbeddedMode }): JSX.Element {
  const { embedded } = props;
  useEffect(() => embedded.start(), [embedded]);
  return <CheckoutForm model={props.checkout} />;
}
