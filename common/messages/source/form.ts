// The payment form's texts (both doors: the hosted page and the embedded form), in English.
import type { Catalog } from '../format.ts';

export const form = {
  'page.title': 'Checkout',
  'page.title.shop': 'Checkout – {shop}',
} as const satisfies Catalog<string>;
