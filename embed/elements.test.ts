import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeEmbedParams, type FormMessage } from '../src/protocol/messages.ts';
import { createKassa } from './elements.ts';
import type { KassaApi } from './kassa.ts';
import { checkoutUrl, SERVICE, serveEmptyPages } from './test-support/fake-service.ts';

// The merchant page's side of the protocol: what a merchant sees through `window.Kassa` when the
// form (or anyone else) posts to the page.

let kassa: KassaApi;

beforeEach(() => {
  serveEmptyPages();
  document.body.innerHTML = '<div id="pay-a"></div><div id="pay-b"></div>';
  kassa = createKassa(SERVICE, window);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function frameIn(elementId: string): HTMLIFrameElement {
  const frame = document
    .getElementById(elementId)
    ?.querySelector<HTMLIFrameElement>('iframe[title="Secure payment form"]');
  if (!frame) throw new Error(`no payment form in #${elementId}`);
  return frame;
}

/** A message event as the browser delivers it: from `source`, stamped with `origin`. */
function deliver(data: unknown, source: unknown, origin = SERVICE): void {
  window.dispatchEvent(
    new MessageEvent('message', { data, origin, source: source as MessageEventSource }),
  );
}

const fromForm = (elementId: string, message: FormMessage): void =>
  deliver(message, frameIn(elementId).contentWindow);

describe('mountPaymentElement', () => {
  it('puts one titled iframe on the checkout URL into the element', () => {
    kassa.mountPaymentElement('pay-a', checkoutUrl('a'), { theme: 'DARK' });
    const frame = frameIn('pay-a');
    expect(document.querySelectorAll('#pay-a iframe')).toHaveLength(1);
    expect(frame.getAttribute('allow')).toBe('payment');
    expect(frame.getAttribute('scrolling')).toBe('no');
    // The card form's height, the same at every width (a payment element has no padding of its own).
    expect(frame.style.minHeight).toBe('496px');
    expect(frame.style.width).toBe('100%');
    const [page, fragment] = frame.src.split('#');
    expect(page).toBe(checkoutUrl('a'));
    expect(decodeEmbedParams(fragment ?? '')).toEqual({
      parentOrigin: window.location.origin,
      theme: 'DARK',
    });
  });

  it('passes no theme when the config has none', () => {
    kassa.mountPaymentElement('pay-a', checkoutUrl('a'));
    expect(decodeEmbedParams(new URL(frameIn('pay-a').src).hash)).toEqual({
      parentOrigin: window.location.origin,
    });
  });

  it('carries hidePayButton in the fragment only when it is true', () => {
    kassa.mountPaymentElement('pay-a', checkoutUrl('a'), { hidePayButton: true });
    kassa.mountPaymentElement('pay-b', checkoutUrl('b'), { hidePayButton: false });
    expect(decodeEmbedParams(new URL(frameIn('pay-a').src).hash)).toEqual({
      parentOrigin: window.location.origin,
      hidePayButton: true,
    });
    expect(frameIn('pay-b').src).not.toContain('pay_button');
    // The fragment stays in the browser: the page URL the server sees has none of it.
    expect(frameIn('pay-a').src.split('#')[0]).toBe(checkoutUrl('a'));
  });

  it('carries summary in the fragment only when it is true', () => {
    kassa.mountPaymentElement('pay-a', checkoutUrl('a'), { summary: true });
    kassa.mountPaymentElement('pay-b', checkoutUrl('b'), { summary: false });
    expect(decodeEmbedParams(new URL(frameIn('pay-a').src).hash)).toEqual({
      parentOrigin: window.location.origin,
      summary: true,
    });
    expect(frameIn('pay-b').src).not.toContain('summary');
  });

  it('mounts again into an element whose iframe the page removed without unmounting', () => {
    const removeListener = vi.spyOn(window, 'removeEventListener');
    kassa.mountPaymentElement('pay-a', checkoutUrl('a'));
    document.body.innerHTML = '<div id="pay-a"></div>';
    kassa.mountPaymentElement('pay-a', checkoutUrl('b'));
    expect(frameIn('pay-a').src).toContain(checkoutUrl('b'));
    expect(removeListener).toHaveBeenCalledWith('message', expect.any(Function));
  });
});

describe('messages from the form', () => {
  it('hands a result to every onResult callback with exactly the spec keys', () => {
    const first = vi.fn();
    const second = vi.fn();
    kassa.mountPaymentElement('pay-a', checkoutUrl('a'));
    kassa.onResult('pay-a', first);
    kassa.onResult('pay-a', second);
    fromForm('pay-a', {
      kassa: 1,
      type: 'result',
      result: {
        success: false,
        retry: true,
        error_code: 2004,
        error_message: 'Insufficient funds',
      },
    });
    const expected = {
      success: false,
      retry: true,
      error_code: 2004,
      error_message: 'Insufficient funds',
    };
    expect(first).toHaveBeenCalledExactlyOnceWith(expected);
    expect(second).toHaveBeenCalledExactlyOnceWith(expected);
    // Each callback gets its own object: one merchant callback cannot change what another sees.
    expect(first.mock.calls[0]?.[0]).not.toBe(second.mock.calls[0]?.[0]);
  });

  it('drops keys the form left undefined', () => {
    const onResult = vi.fn();
    kassa.mountPaymentElement('pay-a', checkoutUrl('a'));
    kassa.onResult('pay-a', onResult);
    // A structured clone keeps keys whose value is undefined, which TResult's type cannot say.
    deliver(
      { kassa: 1, type: 'result', result: { success: true, url: undefined } },
      frameIn('pay-a').contentWindow,
    );
    expect(onResult.mock.calls[0]?.[0]).toStrictEqual({ success: true });
  });

  it('keeps calling the other callbacks when one throws', () => {
    vi.useFakeTimers();
    const after = vi.fn();
    kassa.mountPaymentElement('pay-a', checkoutUrl('a'));
    kassa.onResult('pay-a', () => {
      throw new Error('merchant bug');
    });
    kassa.onResult('pay-a', after);
    fromForm('pay-a', { kassa: 1, type: 'result', result: { success: true } });
    expect(after).toHaveBeenCalledOnce();
    // The merchant's error is rethrown from a timer, so it still reaches the console.
    expect(() => vi.runOnlyPendingTimers()).toThrow('merchant bug');
  });

  it.each([
    ['another origin', 'https://evil.example', () => frameIn('pay-a').contentWindow],
    ['the merchant page itself', SERVICE, () => window],
    ['no window', SERVICE, () => null],
    ['another element’s frame', SERVICE, () => frameIn('pay-b').contentWindow],
  ])('ignores a well-formed result from %s', (_, origin, source) => {
    const onResult = vi.fn();
    kassa.mountPaymentElement('pay-a', checkoutUrl('a'));
    kassa.mountPaymentElement('pay-b', checkoutUrl('b'));
    kassa.onResult('pay-a', onResult);
    deliver(
      { kassa: 1, type: 'result', result: { success: true, url: 'https://evil.example' } },
      source(),
      origin,
    );
    deliver({ kassa: 1, type: 'resize', height: 10 }, source(), origin);
    expect(onResult).not.toHaveBeenCalled();
    expect(frameIn('pay-a').style.height).toBe('');
  });

  it('ignores a sourceless message after the page dropped the iframe without unmounting', () => {
    const onResult = vi.fn();
    kassa.mountPaymentElement('pay-a', checkoutUrl('a'));
    kassa.onResult('pay-a', onResult);
    document.body.innerHTML = '';
    // A removed iframe has no window; a message without a source must not match it.
    deliver({ kassa: 1, type: 'result', result: { success: true } }, null);
    expect(onResult).not.toHaveBeenCalled();
  });

  it.each([
    { kassa: 2, type: 'result', result: { success: true } },
    { kassa: 1, type: 'result', result: { success: 'yes' } },
    { kassa: 1, type: 'result', result: { success: true, pan: '4242424242424242' } },
    { kassa: 1, type: 'paid' },
    '{"kassa":1,"type":"result","result":{"success":true}}',
    null,
  ])('ignores a message of the wrong shape from the form: %j', (data) => {
    const onResult = vi.fn();
    kassa.mountPaymentElement('pay-a', checkoutUrl('a'));
    kassa.onResult('pay-a', onResult);
    deliver(data, frameIn('pay-a').contentWindow);
    expect(onResult).not.toHaveBeenCalled();
  });

  it('follows the form’s height once it reports one', () => {
    kassa.mountPaymentElement('pay-a', checkoutUrl('a'));
    fromForm('pay-a', { kassa: 1, type: 'resize', height: 512 });
    expect(frameIn('pay-a').style.height).toBe('512px');
    fromForm('pay-a', { kassa: 1, type: 'resize', height: 300 });
    expect(frameIn('pay-a').style.height).toBe('300px');
    expect(frameIn('pay-a').style.minHeight).toBe('0');
  });
});

describe('timeout', () => {
  it('calls config.onTimeout exactly once', () => {
    const onTimeout = vi.fn();
    kassa.mountPaymentElement('pay-a', checkoutUrl('a'), { onTimeout });
    fromForm('pay-a', { kassa: 1, type: 'timeout' });
    fromForm('pay-a', { kassa: 1, type: 'timeout' });
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('onTimeout replaces the handler from the config', () => {
    const fromConfig = vi.fn();
    const replacement = vi.fn();
    kassa.mountPaymentElement('pay-a', checkoutUrl('a'), { onTimeout: fromConfig });
    kassa.onTimeout('pay-a', replacement);
    fromForm('pay-a', { kassa: 1, type: 'timeout' });
    expect(fromConfig).not.toHaveBeenCalled();
    expect(replacement).toHaveBeenCalledOnce();
  });

  it('a handler set after the timeout still hears of it, once', () => {
    const handler = vi.fn();
    kassa.mountPaymentElement('pay-a', checkoutUrl('a'));
    fromForm('pay-a', { kassa: 1, type: 'timeout' });
    kassa.onTimeout('pay-a', handler);
    kassa.onTimeout('pay-a', handler);
    expect(handler).toHaveBeenCalledOnce();
  });

  it('a new mount may time out again', () => {
    const onTimeout = vi.fn();
    kassa.mountPaymentElement('pay-a', checkoutUrl('a'), { onTimeout });
    fromForm('pay-a', { kassa: 1, type: 'timeout' });
    kassa.unmountPaymentElement('pay-a');
    kassa.mountPaymentElement('pay-a', checkoutUrl('b'), { onTimeout });
    fromForm('pay-a', { kassa: 1, type: 'timeout' });
    expect(onTimeout).toHaveBeenCalledTimes(2);
  });
});

describe('submit', () => {
  const submitMessage = { kassa: 1, type: 'submit' };

  it('posts submit to the form’s window, addressed to the service origin', () => {
    kassa.mountPaymentElement('pay-a', checkoutUrl('a'));
    const post = vi.spyOn(frameIn('pay-a').contentWindow as Window, 'postMessage');
    fromForm('pay-a', { kassa: 1, type: 'ready', title: 'Secure payment form' });
    kassa.submit('pay-a');
    expect(post).toHaveBeenCalledExactlyOnceWith(submitMessage, SERVICE);
  });

  it('keeps a submit made before the form is ready and sends it, once, when it is', () => {
    kassa.mountPaymentElement('pay-a', checkoutUrl('a'));
    const post = vi.spyOn(frameIn('pay-a').contentWindow as Window, 'postMessage');
    kassa.submit('pay-a');
    kassa.submit('pay-a');
    expect(post).not.toHaveBeenCalled();
    fromForm('pay-a', { kassa: 1, type: 'ready', title: 'Secure payment form' });
    expect(post).toHaveBeenCalledExactlyOnceWith(submitMessage, SERVICE);
  });

  it('a ready message from elsewhere does not release a queued submit', () => {
    kassa.mountPaymentElement('pay-a', checkoutUrl('a'));
    const post = vi.spyOn(frameIn('pay-a').contentWindow as Window, 'postMessage');
    kassa.submit('pay-a');
    deliver({ kassa: 1, type: 'ready', title: 'Secure payment form' }, window, SERVICE);
    expect(post).not.toHaveBeenCalled();
  });
});

describe('unmountPaymentElement', () => {
  it('removes the iframe and its listener; later messages change nothing', () => {
    const addListener = vi.spyOn(window, 'addEventListener');
    const removeListener = vi.spyOn(window, 'removeEventListener');
    const onResult = vi.fn();
    const onTimeout = vi.fn();
    kassa.mountPaymentElement('pay-a', checkoutUrl('a'), { onTimeout });
    kassa.onResult('pay-a', onResult);
    const formWindow = frameIn('pay-a').contentWindow;
    const listener = addListener.mock.calls.find(([type]) => type === 'message')?.[1];

    kassa.unmountPaymentElement('pay-a');

    expect(document.querySelector('#pay-a iframe')).toBeNull();
    expect(removeListener).toHaveBeenCalledWith('message', listener);
    deliver({ kassa: 1, type: 'result', result: { success: true } }, formWindow);
    deliver({ kassa: 1, type: 'timeout' }, formWindow);
    expect(onResult).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('forgets the callbacks: a new mount in the same element starts fresh', () => {
    const old = vi.fn();
    kassa.mountPaymentElement('pay-a', checkoutUrl('a'));
    kassa.onResult('pay-a', old);
    kassa.unmountPaymentElement('pay-a');
    kassa.mountPaymentElement('pay-a', checkoutUrl('b'));
    fromForm('pay-a', { kassa: 1, type: 'result', result: { success: true } });
    expect(old).not.toHaveBeenCalled();
  });
});

it('keeps two elements on one page independent', () => {
  const resultsA = vi.fn();
  const resultsB = vi.fn();
  kassa.mountPaymentElement('pay-a', checkoutUrl('a'));
  kassa.mountPaymentElement('pay-b', checkoutUrl('b'), { theme: 'LIGHT' });
  kassa.onResult('pay-a', resultsA);
  kassa.onResult('pay-b', resultsB);
  const postB = vi.spyOn(frameIn('pay-b').contentWindow as Window, 'postMessage');
  const postA = vi.spyOn(frameIn('pay-a').contentWindow as Window, 'postMessage');

  fromForm('pay-b', {
    kassa: 1,
    type: 'result',
    result: { success: true, url: 'https://shop/ok' },
  });
  expect(resultsA).not.toHaveBeenCalled();
  expect(resultsB).toHaveBeenCalledExactlyOnceWith({ success: true, url: 'https://shop/ok' });

  fromForm('pay-a', { kassa: 1, type: 'ready', title: 'Secure payment form' });
  kassa.submit('pay-a');
  expect(postA).toHaveBeenCalledOnce();
  expect(postB).not.toHaveBeenCalled();

  kassa.unmountPaymentElement('pay-b');
  expect(document.querySelector('#pay-b iframe')).toBeNull();
  fromForm('pay-a', { kassa: 1, type: 'result', result: { success: false, retry: false } });
  expect(resultsA).toHaveBeenCalledExactlyOnceWith({ success: false, retry: false });
});
