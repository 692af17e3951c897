// The scripted states (declined, invalid) ask the form to move focus, as a shopper's submit would.
// Six panels obeying would pull focus away from the designer's editors, so focus requests are
// dropped until someone uses the panel itself.
import { computed, type ReadonlySignal, signal } from '@preact/signals';
import type { CheckoutModel, FocusRequest } from '../src/checkout/model.ts';

export function withQuietFocus(model: CheckoutModel, target: Document): CheckoutModel {
  const active = signal(false);
  let baseline = 0;
  const wake = (): void => {
    if (active.peek()) return;
    baseline = model.focusRequest.peek()?.seq ?? 0;
    active.value = true;
  };
  target.addEventListener('pointerdown', wake, { capture: true, once: true });
  target.addEventListener('keydown', wake, { capture: true, once: true });
  const focusRequest: ReadonlySignal<FocusRequest | null> = computed(() => {
    const request = model.focusRequest.value;
    return active.value && request && request.seq > baseline ? request : null;
  });
  return { ...model, focusRequest };
}
