import { useSignalEffect } from '@preact/signals';
import type { JSX } from 'preact';
import { useRef } from 'preact/hooks';
import type { CheckoutModel } from '../checkout/model.ts';
// The built-in themes' variables, picked by `data-theme` on an ancestor (src/theme/apply-theme.ts).
import '../../themes/built-in-themes.css';
import '../styles/tokens.css';
import '../styles/visually-hidden.css';
import { CardFields } from './CardFields.tsx';
import './CheckoutForm.css';
import { FormAlert } from './FormAlert.tsx';
import { FormFrame } from './FormFrame.tsx';
import { FIELD_IDS } from './field-ids.ts';
import { PayButton } from './PayButton.tsx';
import { ProductList } from './ProductList.tsx';

/** The whole card payment form: order summary on top, card fields, alert and pay button. */
export function CheckoutForm({ model }: { model: CheckoutModel }): JSX.Element {
  return (
    <FormFrame>
      <CheckoutContent model={model} />
    </FormFrame>
  );
}

/** What the form's frame holds once the session is known (the frame is FormFrame). */
export function CheckoutContent({ model }: { model: CheckoutModel }): JSX.Element {
  const formRef = useRef<HTMLFormElement>(null);

  useSignalEffect(() => {
    const request = model.focusRequest.value;
    if (!request) return;
    formRef.current?.querySelector<HTMLElement>(`#${FIELD_IDS[request.target]}`)?.focus();
  });

  const onSubmit = (event: JSX.TargetedSubmitEvent<HTMLFormElement>): void => {
    event.preventDefault();
    void model.pay();
  };

  const payState = model.payState.value;
  const total = model.order.totalText.value;

  return (
    <>
      <header class="kassa-summary">
        <h1 class="kassa-shop-name">{model.session.value.shop_name ?? 'Checkout'}</h1>
        <ProductList order={model.order} />
        <p class="kassa-total" aria-live="polite">
          <span>Total</span> <span class="kassa-total-amount">{total}</span>
        </p>
      </header>
      <form
        ref={formRef}
        class="kassa-card-form"
        aria-labelledby="kassa-card-heading"
        noValidate
        onSubmit={onSubmit}
      >
        <h2 class="kassa-section-title" id="kassa-card-heading">
          Pay with card
        </h2>
        <CardFields model={model} readOnly={payState !== 'ready'} />
        <div class="kassa-submit">
          <FormAlert message={model.formError.value} />
          <PayButton total={total} state={payState} />
        </div>
      </form>
    </>
  );
}
