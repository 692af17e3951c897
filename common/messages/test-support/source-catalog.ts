import type { Catalog } from '../format.ts';

/** An English source in the catalog's shapes, for the checks of merchant overrides. */
export const sourceCatalog = {
  'pay.button': 'Pay {amount}',
  'card.number.label': 'Card number',
  'summary.items': { one: '{count} item', other: '{count} items' },
  'expiry.countdown': {
    one: 'Pay within {count} minute at {shop}',
    other: 'Pay within {count} minutes at {shop}',
  },
} as const satisfies Catalog<string>;
