// The scripted states (declined, invalid) ask the form to move focus, as a shopper's submit would.
// Six panels obeying would pull focus away from the designer's editors, so focus requests are
// dropped until someone uses the panel itself.
import { computed, type ReadonlySignal, signal } from '@preact/signals';
import type { FocusRequest } from '../src/checkout/card/card-method.ts';
import type { CheckoutModel } from '../src/checkout/model.ts';

export function withQuietFocus(model: CheckoutModel, target: Document): CheckoutModel {
  // The card's focus requests are the ones to quiet (the alternative methods make none).
  const { card } = model;
  const active = signal(false);
  let baseline = 0;
  const wake = (): void => {
    if (active.peek()) return;
    baseline = card.focusRequest.peek()?.seq ?? 0;
    active.value = true;
  };
  target.addEventListener('pointerdown', wake, { capture: true, once: true });
  target.addEventListener('keydown', wake, { capture: true, once: true });
  const focusRequest: ReadonlySignal<FocusRequest | null> = computed(() => {
    const request = card.focusRequest.value;
    return active.value && request && request.seq > baseline ? request : null;
  });
  const quietCard = { ...card, focusRequest };
  const quiet = <M>(method: M | typeof card): M | typeof quietCard =>
    method === card ? quietCard : method;
  return {
    ...model,
    card: quietCard,
    method: computed(() => quiet(model.method.value)),
    methods: model.methods.map(quiet),
    // The flow knows its own card: the list's quiet one is chosen as that.
    choose: (method) => model.choose(method === quietCard ? card : method),
  };
}
