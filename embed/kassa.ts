// The public face of the embed script: what `window.Kassa` offers a merchant page (spec: Client-side
// embedded form). `dist/embed/kassa.d.ts` is generated from this file (tsconfig.embed.json), so the
// published types cannot drift from the script. The script itself starts in main.ts.
import type { ThemeType, TResult } from '../src/protocol/messages.ts';

export type { ThemeType, TResult };

/** The third argument of `mountPaymentElement` (spec: Embedded form configuration). */
export interface KassaConfig {
  /** Overrides the checkout's theme. */
  theme?: ThemeType;
  /** Called once when the session's time limit passes; the merchant must then remount. */
  onTimeout?: () => void;
  /**
   * Hides the form's own pay button, for a page that pays from its own button with
   * `Kassa.submit`. The form still pays on Enter in any of its text fields. Not part of the
   * theme: no theme rule can show or hide the button.
   */
  hidePayButton?: boolean;
  /**
   * Shows the order summary (the shop, the products, subtotal, tax and total) above the payment
   * fields. Off by default: the merchant's page already shows the cart, so the form shows only
   * what paying needs, and the products only where the shopper can change them (optional ones).
   */
  summary?: boolean;
}

export interface KassaApi {
  /**
   * Mounts the payment form into the element with id `elementId`. `checkoutUrl` is the
   * `session.redirect_url` of a checkout created with `payment_data.ui_mode = "EMBEDDED"`.
   */
  mountPaymentElement(elementId: string, checkoutUrl: string, config?: KassaConfig): void;
  /**
   * Calls `callback` with every result of a submit: `success: true` → paid (`url` is where the
   * shopper may go); `retry: true` → the same form may be submitted again; `retry: false` → unmount.
   * A form that cannot be shown on this page (a HOSTED checkout, an origin the merchant did not
   * allow, an unknown checkout) ends in `{ success: false, retry: false, error_message }` saying
   * why, also logged as a `[Kassa]` console error.
   */
  onResult(elementId: string, callback: (result: TResult) => void): void;
  /**
   * Submits the form, as its own pay button would. Sent as soon as the form is ready; when the
   * form cannot be shown, answered through onResult with why.
   */
  submit(elementId: string): void;
  /** Removes the form and everything the element added to the page. */
  unmountPaymentElement(elementId: string): void;
  /** Sets (replaces) the timeout handler of a mounted element. */
  onTimeout(elementId: string, handler: () => void): void;
}

declare global {
  interface Window {
    Kassa: KassaApi;
  }
}
