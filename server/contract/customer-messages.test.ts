import { describe, expect, it } from 'vitest';
import { customerMessageFor, FALLBACK_CUSTOMER_MESSAGE } from './customer-messages.ts';

// spec: Errors → Recommended customer messages for the embedded form
describe('customerMessageFor', () => {
  it.each([
    [2000, 'Transaction declined; try again or use another card'],
    [2001, 'Declined by the bank; try again or use another card'],
    [2002, 'Declined by the bank; try again or use another card'],
    [2003, 'Declined by the bank; try again or use another card'],
    [2004, 'Insufficient funds'],
    [2005, 'Card not supported'],
    [2006, 'Card not supported'],
    [2203, 'Card not supported'],
    [2007, 'Card limit exceeded'],
    [2008, 'Error while processing the card; try again shortly'],
    [2009, 'Error while processing the card; try again shortly'],
    [2010, 'Error while processing the card; try again shortly'],
    [2900, 'Error while processing the card; try again shortly'],
    [2901, 'Error while processing the card; try again shortly'],
    [2101, 'Security code incorrect'],
    [2102, 'Security code incorrect'],
    [2130, '3-D Secure authentication failed'],
    [2131, '3-D Secure authentication failed'],
    [2132, '3-D Secure authentication failed'],
    [2138, '3-D Secure authentication failed'],
    [2139, '3-D Secure authentication failed'],
    [2140, '3-D Secure authentication failed'],
    [1320, '3-D Secure authentication failed'],
    [1321, '3-D Secure authentication failed'],
    [1322, '3-D Secure authentication failed'],
    [1390, '3-D Secure authentication failed'],
    [2202, 'Card expired'],
    [2204, 'Card number invalid'],
    [2299, 'Card number invalid'],
  ])('%i → %s', (code, message) => {
    expect(customerMessageFor(code)).toBe(message);
  });

  it('falls back to the "any other code" message', () => {
    expect(FALLBACK_CUSTOMER_MESSAGE).toBe('Card declined; try again or use another card');
    for (const code of [2103, 2133, 2201, 2302, 2903, 2904, 3000, 3901, 1323]) {
      expect(customerMessageFor(code), `${code}`).toBe(FALLBACK_CUSTOMER_MESSAGE);
    }
  });
});
