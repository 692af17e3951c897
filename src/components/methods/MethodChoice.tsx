import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { FlowState } from '../../checkout/flow/flow-state.ts';
import type { MethodChoiceProps } from '../../checkout/method-choice-props.ts';
import type { PaymentMethodModel } from '../../checkout/payment-method-model.ts';
import { MethodMark } from './MethodMark.tsx';
import { methodNote } from './method-notes.ts';

const label = (method: PaymentMethodModel): string =>
  method.kind === 'card' ? 'Card' : method.label;

/**
 * The methods of a session that names an alternative one, in place of the card's
 * heading and fields. One method is shown as it is: an alternative method's mark, name and what
 * happens next (the pay button reads "Continue with <name>"). Several are a list of native radio
 * buttons (arrow keys move and choose, Tab leaves the group), each with its mark and name; the
 * chosen one's card fields or note follow the list.
 */
export function MethodChoice({ flow, readOnly, children }: MethodChoiceProps): JSX.Element {
  const chosen = flow.method.value;
  const list = useRef<HTMLDivElement>(null);
  const step = flow.state.value.step;
  const previous = useRef<FlowState['step']>(step);
  // Back from a waiting screen ("Pay another way", a decline): focus returns to the list, once
  // its radios are enabled again (after this render).
  useEffect(() => {
    if (previous.current === 'action' && step === 'ready')
      list.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    previous.current = step;
  }, [step]);
  // "Choose another payment method" after a decline: the list takes focus on the chosen method.
  const focusRequest = flow.methodListFocus.value;
  useEffect(() => {
    if (focusRequest > 0) list.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, [focusRequest]);

  const only = flow.methods.length === 1;
  return (
    <>
      <h2 class="kassa-section-title" id="kassa-card-heading">
        {only ? chosen.heading : 'Payment method'}
      </h2>
      {only ? (
        chosen.kind !== 'card' && (
          <p class="kassa-method-single">
            <MethodMark label={chosen.label} />
            <span>{chosen.label}</span>
          </p>
        )
      ) : (
        <div
          class="kassa-method-list"
          role="radiogroup"
          aria-labelledby="kassa-card-heading"
          ref={list}
        >
          {flow.methods.map((method) => (
            <label
              class="kassa-method-option"
              key={method.kind === 'card' ? 'CARD' : method.method}
            >
              <input
                type="radio"
                name="kassa-method"
                class="kassa-method-radio"
                checked={method === chosen}
                disabled={readOnly}
                onChange={() => flow.choose(method)}
              />
              <MethodMark label={label(method)} />
              <span class="kassa-method-name">{label(method)}</span>
            </label>
          ))}
        </div>
      )}
      {chosen.kind === 'card' ? children : <p class="kassa-method-note">{methodNote(chosen)}</p>}
    </>
  );
}
