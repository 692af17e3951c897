import type { KassaApi } from './kassa.ts';
import { mountElement, type PaymentElement } from './payment-element.ts';
import {
  checkCheckoutUrl,
  checkConfig,
  checkElementId,
  checkFunction,
  fail,
} from './validate-args.ts';

/**
 * The `window.Kassa` API over a registry of mounted elements, keyed by element id, so several forms
 * live on one page independently. `serviceOrigin` is the only origin whose frames are heard.
 */
export function createKassa(serviceOrigin: string, win: Window): KassaApi {
  const mounted = new Map<string, PaymentElement>();

  const find = (method: string, elementId: unknown): PaymentElement => {
    const id = checkElementId(method, elementId);
    return (
      mounted.get(id) ??
      fail(`no payment element is mounted in #${id}; call mountPaymentElement first`)
    );
  };

  return {
    mountPaymentElement(elementId: unknown, checkoutUrl: unknown, config?: unknown): void {
      const id = checkElementId('mountPaymentElement', elementId);
      const src = checkCheckoutUrl(checkoutUrl, serviceOrigin);
      const options = checkConfig(config);
      const host =
        win.document.getElementById(id) ?? fail(`no element with id "${id}" in the page`);
      const previous = mounted.get(id);
      if (previous?.isConnected()) {
        fail(`a payment element is already mounted in #${id}; call unmountPaymentElement first`);
      }
      // The page replaced the element without unmounting (a re-render): clear what is left.
      previous?.unmount();
      mounted.set(id, mountElement(host, src, serviceOrigin, win, options));
    },
    onResult(elementId: unknown, callback: unknown): void {
      find('onResult', elementId).onResult(checkFunction('onResult', callback));
    },
    submit(elementId: unknown): void {
      find('submit', elementId).submit();
    },
    unmountPaymentElement(elementId: unknown): void {
      find('unmountPaymentElement', elementId).unmount();
      mounted.delete(elementId as string);
    },
    onTimeout(elementId: unknown, handler: unknown): void {
      find('onTimeout', elementId).onTimeout(checkFunction('onTimeout', handler));
    },
  };
}
