// The hosted page around the form: load the session named by the URL, then hand it to the form.
import { computed, type ReadonlySignal, signal } from '@preact/signals';
import type { ApiClient } from '../src/checkout/api-client.ts';
import { FORM_MESSAGES } from '../src/checkout/field-messages.ts';
import {
  type CheckoutDeps,
  type CheckoutModel,
  createCheckoutModel,
} from '../src/checkout/model.ts';
import { toLocale } from '../src/money/format.ts';

export type PageState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string; canRetry: boolean }
  | { kind: 'redirecting' }
  | { kind: 'ready'; checkout: CheckoutModel };

export interface HostedPage {
  state: ReadonlySignal<PageState>;
  /** "Checkout – <shop name>", or "Checkout" until the shop is known. */
  title: ReadonlySignal<string>;
  /** BCP 47 tag for `<html lang>`. */
  lang: ReadonlySignal<string>;
  load(): Promise<void>;
}

/** `client` is null when the URL names no session. */
export function createHostedPage(client: ApiClient | null, deps: CheckoutDeps): HostedPage {
  const state = signal<PageState>(
    client
      ? { kind: 'loading' }
      : { kind: 'error', message: FORM_MESSAGES.notFound, canRetry: false },
  );
  const shopName = signal<string | null>(null);
  const language = signal<string | undefined>(undefined);

  async function load(): Promise<void> {
    if (!client) return;
    state.value = { kind: 'loading' };
    const result = await client.getSession();
    if (!result.ok) {
      state.value =
        result.kind === 'http' && result.status === 404
          ? { kind: 'error', message: FORM_MESSAGES.notFound, canRetry: false }
          : {
              kind: 'error',
              message:
                result.kind === 'network' ? FORM_MESSAGES.network : FORM_MESSAGES.unavailable,
              canRetry: true,
            };
      return;
    }
    shopName.value = result.value.shop_name ?? null;
    language.value = result.value.language;
    // A session that is already over sends the shopper on at once (the model navigates).
    const checkout = createCheckoutModel(result.value, client, deps);
    if (checkout.status.peek() !== 'done') state.value = { kind: 'ready', checkout };
    else {
      const message = checkout.formError.peek();
      state.value = message ? { kind: 'error', message, canRetry: false } : { kind: 'redirecting' };
    }
  }

  return {
    state,
    title: computed(() => (shopName.value ? `Checkout – ${shopName.value}` : 'Checkout')),
    lang: computed(() => toLocale(language.value)),
    load,
  };
}
