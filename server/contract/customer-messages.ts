// What the merchant should show the shopper after a failed payment (spec: Errors → Recommended
// customer messages for the embedded form). The spec's table, code for code; every code it does
// not list gets its "any other code" message.

export const FALLBACK_CUSTOMER_MESSAGE = 'Card declined; try again or use another card';

const CUSTOMER_MESSAGES: readonly (readonly [codes: readonly number[], message: string])[] = [
  [[2000], 'Transaction declined; try again or use another card'],
  [[2001, 2002, 2003], 'Declined by the bank; try again or use another card'],
  [[2004], 'Insufficient funds'],
  [[2005, 2006, 2203], 'Card not supported'],
  [[2007], 'Card limit exceeded'],
  [[2008, 2009, 2010, 2900, 2901], 'Error while processing the card; try again shortly'],
  [[2101, 2102], 'Security code incorrect'],
  [
    [2130, 2131, 2132, 2138, 2139, 2140, 1320, 1321, 1322, 1390],
    '3-D Secure authentication failed',
  ],
  [[2202], 'Card expired'],
  [[2204, 2299], 'Card number invalid'],
];

const messageByCode: ReadonlyMap<number, string> = new Map(
  CUSTOMER_MESSAGES.flatMap(([codes, message]) => codes.map((code) => [code, message] as const)),
);

/** The spec's recommended message for a failed payment with `code`. */
export function customerMessageFor(code: number): string {
  return messageByCode.get(code) ?? FALLBACK_CUSTOMER_MESSAGE;
}

/**
 * The message for a failure the shopper cannot retry: the recommended message
 * without its advice to try again, which would invite an attempt the form no longer takes
 * ("Card declined; try again or use another card" → "Card declined").
 */
export function finalCustomerMessage(message: string): string {
  const [head = message] = message.split(';');
  return head.trim();
}
