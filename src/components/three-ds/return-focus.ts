import { PAY_BUTTON_CLASS } from '../field-ids.ts';

/**
 * Where focus goes when a challenge closes: the pay button, where the shopper started and where
 * the outcome (an error above it, or "Paid") is read next; else (a form without its own button,
 * embed hidePayButton) the element that had focus before, if it is still on the page.
 */
export function returnFocus(document: Document, before: Element | null): void {
  const payButton = document.querySelector<HTMLElement>(`.${PAY_BUTTON_CLASS}`);
  const target = payButton ?? (before instanceof HTMLElement && before.isConnected ? before : null);
  target?.focus();
}
