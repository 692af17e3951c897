import type { JSX } from 'preact';
import { CheckoutForm } from '../src/components/CheckoutForm.tsx';
import './HostedPage.css';
import type { HostedPage as HostedPageModel } from './page-model.ts';

export function HostedPage({ page }: { page: HostedPageModel }): JSX.Element {
  const state = page.state.value;
  switch (state.kind) {
    case 'ready':
      return <CheckoutForm model={state.checkout} />;
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
