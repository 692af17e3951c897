import { createHash, randomBytes } from 'node:crypto';
import { readCookie } from '../../../http/cookies.ts';

// Whose demo checkout it is. A card saved on a demo checkout is offered on the customer's next
// one and paid with its security code alone, which the sandbox checks only for its form: one
// customer shared by every demo would hand each visitor's saved card to the next. So every
// browser is a customer of its own, named by a random value in a long-lived cookie.
//
// The merchant_customer_id is a digest of that value, not the value: the id is shown in
// postbacks, on the return page and in the delivery log, and whoever reads it there cannot turn
// it back into the cookie that would make their browser that customer. A plain digest (no key of
// this process) keeps a visitor the same customer across restarts.

export const DEMO_CUSTOMER_COOKIE = 'kassa_demo_customer';
/** A year: a visitor who comes back finds the cards they saved. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const VALUE = /^[A-Za-z0-9_-]{43}$/;

export interface DemoCustomer {
  merchantCustomerId: string;
  /** The cookie to (re)set, its expiry renewed at every demo checkout. */
  setCookie: string;
}

/** The customer of the browser that sent `cookieHeader`; a new one when it has none. */
export function demoCustomer(cookieHeader: string | undefined): DemoCustomer {
  const kept = readCookie(cookieHeader, DEMO_CUSTOMER_COOKIE);
  const value = kept && VALUE.test(kept) ? kept : randomBytes(32).toString('base64url');
  const digest = createHash('sha256').update(`kassa-demo-customer:${value}`).digest('base64url');
  return {
    merchantCustomerId: `demo-${digest}`,
    // Path=/sandbox: only the demo endpoint reads it; HttpOnly, SameSite=Strict as the token's.
    setCookie: `${DEMO_CUSTOMER_COOKIE}=${value}; Path=/sandbox; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict`,
  };
}
