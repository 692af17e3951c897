import type { JSX } from 'preact';
import type { ActionOverlay } from '../checkout/flow/action-screens.ts';
import type { CheckoutModel } from '../checkout/model.ts';
// The built-in themes' variables, picked by `data-theme` on an ancestor (src/theme/apply-theme.ts).
import '../../themes/built-in-themes.css';
import '../styles/tokens.css';
import '../styles/visually-hidden.css';
import { ActionStep } from './ActionStep.tsx';
import { CardFields } from './CardFields.tsx';
import './CheckoutForm.css';
import { Messages } from '../messages/form-messages.ts';
import { CustomerFieldsPlaceholder } from './CustomerFieldsPlaceholder.tsx';
import { FormAlert } from './FormAlert.tsx';
import { FormFrame } from './FormFrame.tsx';
import { OrderSummary, type SummaryShown } from './OrderSummary.tsx';
import { PayButton } from './PayButton.tsx';
import { PaymentChoice } from './PaymentChoice.tsx';
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
 * `summary`: how much of the order summary shows (OrderSummary.tsx); all of it unless told.
 */
export function CheckoutContent({
  model,
  hidePayButton,
  overlay,
  summary,
}: {
  model: CheckoutModel;
  hidePayButton?: boolean | undefined;
  overlay?: ActionOverlay | undefined;
  summary?: SummaryShown | undefined;
}): JSX.Element {
  // The form's views read the model's translator (the page's locale) through <Messages>.
  const t = model.messages;
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
  const { customer } = model;
  const customerPart = customer?.part.value;
  const subscription = model.subscription?.value;
  // The card's fields, inside the card's item of the choice (PaymentChoice.tsx).
  const fields = (
    <CardFields
      model={model.card}
      readOnly={payState !== 'ready'}
      session={model.session.value}
      keepsCard={subscription !== undefined}
    />
  );
  // A saved card's charge that the shopper only confirms with 3-D Secure: no fields to fill in.
  const confirmOnly = model.session.value.confirm_only;

  return (
    <Messages messages={t}>
      <OrderSummary model={model} shown={summary} />
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
        <PaymentChoice model={model} readOnly={payState !== 'ready'}>
          {fields}
        </PaymentChoice>
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
              {t('choice.another_method')}
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
    </Messages>
  );
}
