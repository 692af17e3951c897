// The shopper-visible words of the form's layout: the order summary, the add-ons, the shop's
// identity and the page's footer. One place, so a message catalog can take them over.

export const LAYOUT_TEXT = {
  /** The shop's name where the session names none. */
  checkout: 'Checkout',
  subtotal: 'Subtotal',
  total: 'Total',
  showSummary: 'Show order summary',
  hideSummary: 'Hide order summary',
  addOnsHeading: 'Add to your order',
  add: 'Add',
  /** Every sandbox page a shopper sees says so: no money moves here. */
  testMode: 'Test mode',
  secure: 'Payments are encrypted and processed securely.',
  poweredBy: 'Powered by Kassa',
} as const;
