import type { JSX } from 'preact';
import { ANOTHER_METHOD } from '../checkout/decline-advice.ts';
import type { ActionOverlay } from '../checkout/flow/action-screens.ts';
import type { CheckoutModel, PaymentMethodModel } from '../checkout/model.ts';
import type { SessionView } from '../contract/session-api.ts';
// The built-in themes' variables, picked by `data-theme` on an ancestor (src/theme/apply-theme.ts).
import '../../themes/built-in-themes.css';
import '../styles/tokens.css';
import '../styles/visually-hidden.css';
import { ActionStep } from './ActionStep.tsx';
import { CardFields } from './CardFields.tsx';
import './CheckoutForm.css';
import { CustomerFieldsPlaceholder } from './CustomerFieldsPlaceholder.tsx';
import { FormAlert } from './FormAlert.tsx';
import { FormFrame } from './FormFrame.tsx';
import { PayButton } from './PayButton.tsx';
import { ProductList } from './ProductList.tsx';
import { SessionEndWarning } from './SessionEndWarning.tsx';
import { SuccessMoment } from './SuccessMoment.tsx';
import { WalletSlot } from './WalletSlot.tsx';

/**
 * The whole payment form: order summary on top, the method's fields, alert and pay button.
 * `overlay`: the form is embedded, and the page shows what its frame is too small for.
 */
export function CheckoutForm({
  model,
  overlay,
}: {
  model: CheckoutModel;
  overlay?: ActionOverlay | undefined;
}): JSX.Element {
  return (
    <FormFrame>
      <CheckoutContent model={model} overlay={overlay} />
    </FormFrame>
  );
}

/**
 * What the form's frame holds once the session is known (the frame is FormFrame).
 * `hidePayButton`: the embedding page pays with its own button; without a submit button a form of
 * several fields does not submit on Enter by itself, so Enter in a field pays here.
 * `overlay`: the embedding page shows what the frame is too small for (a 3-D Secure challenge).
 */
export function CheckoutContent({
  model,
  hidePayButton,
  overlay,
}: {
  model: CheckoutModel;
  hidePayButton?: boolean | undefined;
  overlay?: ActionOverlay | undefined;
}): JSX.Element {
  const onSubmit = (event: Event): void => {
    event.preventDefault();
    void model.pay();
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) onSubmit(event);
  };

  const payState = model.payState.value;
  const total = model.order.totalText.value;
  const method = model.method.value;
  const state = model.state.value;
  const { customer, Choice } = model;
  const customerPart = customer?.part.value;
  const subscription = model.subscription?.value;
  const fields = (
    <MethodFields method={method} readOnly={payState !== 'ready'} session={model.session.value} />
  );
  // A saved card's charge that the shopper only confirms with 3-D Secure: no fields to fill in.
  const confirmOnly = model.session.value.confirm_only;

  return (
    <>
      <header class="kassa-summary">
        <h1 class="kassa-shop-name">{model.session.value.shop_name ?? 'Checkout'}</h1>
        <ProductList order={model.order} />
        {!subscription?.hideTotal && (
          <p class="kassa-total" aria-live="polite">
            <span>{subscription?.totalLabel ?? 'Total'}</span>{' '}
            <span class="kassa-total-amount" lang={model.order.formatLang}>
              {total}
            </span>
          </p>
        )}
      </header>
      {confirmOnly && <FormAlert message={model.formError.value} />}
      <form
        hidden={confirmOnly}
        class="kassa-card-form"
        aria-labelledby="kassa-card-heading"
        noValidate
        onSubmit={onSubmit}
        onKeyDown={hidePayButton ? onKeyDown : undefined}
      >
        {customerPart ? (
          <customerPart.Fields model={customerPart.model} readOnly={payState !== 'ready'} />
        ) : (
          customer && <CustomerFieldsPlaceholder fields={customer.fields} />
        )}
        <WalletSlot model={model} />
        {Choice ? (
          <Choice flow={model} readOnly={payState !== 'ready'}>
            {fields}
          </Choice>
        ) : (
          <>
            <h2 class="kassa-section-title" id="kassa-card-heading">
              {method.heading}
            </h2>
            {fields}
          </>
        )}
        <div class="kassa-submit">
          <FormAlert message={model.formError.value} />
          <SuccessMoment model={model} />
          <SessionEndWarning model={model} />
          {model.anotherMethodOffered.value && (
            <button
              type="button"
              class="kassa-another-method"
              onClick={() => model.chooseAnotherMethod()}
            >
              {ANOTHER_METHOD}
            </button>
          )}
          {subscription?.consent}
          {!hidePayButton && (
            <PayButton
              total={total}
              totalLang={model.order.formatLang}
              state={payState}
              {...subscription?.button}
              {...(method.kind !== 'card' && { label: method.payLabel })}
            />
          )}
        </div>
      </form>
      {state.step === 'action' && (
        <ActionStep
          action={state.action}
          screen={state.screen}
          cancel={model.cancelAction}
          overlay={overlay}
          session={model.session}
        />
      )}
    </>
  );
}

/** The card's fields (with the saved cards around them) when the card is the method; an
 * alternative method has none. */
function MethodFields(props: {
  method: PaymentMethodModel;
  readOnly: boolean;
  session: SessionView;
}): JSX.Element | null {
  return props.method.kind === 'card' ? <CardFields {...props} model={props.method} /> : null;
}
