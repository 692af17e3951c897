import { beforeEach, describe, expect, it } from 'vitest';
import { createKassa } from './elements.ts';
import type { KassaApi } from './kassa.ts';
import { checkoutUrl, SERVICE, serveEmptyPages } from './test-support/fake-service.ts';

// Every wrong call a merchant can make fails at once with a `[Kassa]` message saying what was
// expected, and leaves the page as it was.

const CHECKOUT = checkoutUrl('a');

let kassa: KassaApi;
/** The API as plain JavaScript on a merchant page sees it: no compile-time checks. */
let untyped: Record<keyof KassaApi, (...args: unknown[]) => void>;

beforeEach(() => {
  serveEmptyPages();
  document.body.innerHTML = '<div id="pay-a"></div>';
  kassa = createKassa(SERVICE, window);
  untyped = kassa as unknown as typeof untyped;
});

describe('mountPaymentElement', () => {
  it.each([
    [
      [undefined, CHECKOUT],
      /^\[Kassa\] mountPaymentElement expects the id of an element .*got undefined$/,
    ],
    [['', CHECKOUT], /^\[Kassa\] mountPaymentElement expects the id of an element .*got ""$/],
    [[42, CHECKOUT], /^\[Kassa\] mountPaymentElement expects the id .*got 42$/],
    [['nowhere', CHECKOUT], /^\[Kassa\] no element with id "nowhere" in the page$/],
    [['pay-a', CHECKOUT, null], /^\[Kassa\] config must be an object like .*got null$/],
    [['pay-a', CHECKOUT, 'DARK'], /^\[Kassa\] config must be an object .*got "DARK"$/],
    [['pay-a', CHECKOUT, ['DARK']], /^\[Kassa\] config must be an object .*got an array$/],
    [
      ['pay-a', CHECKOUT, { colour: 'red' }],
      /^\[Kassa\] unknown config key "colour"; expected theme, onTimeout, hidePayButton or summary$/,
    ],
    [
      ['pay-a', CHECKOUT, { theme: 'dark' }],
      /^\[Kassa\] config.theme must be 'LIGHT', 'DARK' or 'BROWSER', got "dark"$/,
    ],
    [
      ['pay-a', CHECKOUT, { onTimeout: 'reload' }],
      /^\[Kassa\] config.onTimeout must be a function, got "reload"$/,
    ],
    [
      ['pay-a', CHECKOUT, { hidePayButton: 'yes' }],
      /^\[Kassa\] config.hidePayButton must be true or false, got "yes"$/,
    ],
    [
      ['pay-a', CHECKOUT, { hidePayButton: 1 }],
      /^\[Kassa\] config.hidePayButton must be true or false, got 1$/,
    ],
    [
      ['pay-a', CHECKOUT, { summary: 'full' }],
      /^\[Kassa\] config.summary must be true or false, got "full"$/,
    ],
  ])('%j throws what was expected', (args, message) => {
    expect(() => untyped.mountPaymentElement(...args)).toThrow(message);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it.each([
    undefined,
    '/pay/cs_abc',
    `https://evil.example/pay/cs_${'a'.repeat(32)}`,
    `http://pay.example.test/pay/cs_${'a'.repeat(32)}`,
    `${SERVICE}/api/sessions/cs_abc`,
    `${SERVICE}/pay/`,
    `${SERVICE}/pay/cs_abc/more`,
    `${CHECKOUT}?x=1`,
    `${CHECKOUT}#kassa_origin=https://evil.example`,
    'not a url',
  ])('refuses checkoutUrl %j that is not a session on the service', (checkoutUrl) => {
    const shown = typeof checkoutUrl === 'string' ? `"${checkoutUrl}"` : String(checkoutUrl);
    expect(() => untyped.mountPaymentElement('pay-a', checkoutUrl)).toThrow(
      new Error(
        `[Kassa] checkoutUrl must be the session.redirect_url of a checkout created on ${SERVICE}, got ${shown}`,
      ),
    );
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('refuses a second mount into the same element', () => {
    kassa.mountPaymentElement('pay-a', CHECKOUT);
    expect(() => kassa.mountPaymentElement('pay-a', CHECKOUT)).toThrow(
      '[Kassa] a payment element is already mounted in #pay-a; call unmountPaymentElement first',
    );
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });
});

describe('calls on a mounted element', () => {
  it.each([
    ['onResult', ['pay-a', () => {}]],
    ['submit', ['pay-a']],
    ['unmountPaymentElement', ['pay-a']],
    ['onTimeout', ['pay-a', () => {}]],
  ] as const)('%s before mounting throws', (method, args) => {
    expect(() => untyped[method](...args)).toThrow(
      new Error('[Kassa] no payment element is mounted in #pay-a; call mountPaymentElement first'),
    );
  });

  it.each(['onResult', 'onTimeout'] as const)('%s wants a function', (method) => {
    kassa.mountPaymentElement('pay-a', CHECKOUT);
    expect(() => untyped[method]('pay-a', 'alert')).toThrow(
      new Error(`[Kassa] ${method} expects a function as its second argument, got "alert"`),
    );
    expect(() => untyped[method]('pay-a')).toThrow(/^\[Kassa\] .* got undefined$/);
  });

  it.each(['onResult', 'submit', 'unmountPaymentElement', 'onTimeout'] as const)(
    '%s wants an element id',
    (method) => {
      expect(() => untyped[method]({ id: 'pay-a' }, () => {})).toThrow(
        new Error(
          `[Kassa] ${method} expects the id of an element as its first argument, got an object`,
        ),
      );
    },
  );

  it('a second unmount throws: the element is no longer mounted', () => {
    kassa.mountPaymentElement('pay-a', CHECKOUT);
    kassa.unmountPaymentElement('pay-a');
    expect(() => kassa.unmountPaymentElement('pay-a')).toThrow(/^\[Kassa\] no payment element/);
  });
});
