import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { createKassa } from './elements.ts';
import type { KassaApi } from './kassa.ts';
import { READY_WAIT_MS } from './payment-element.ts';
import { checkoutUrl, SERVICE, serveEmptyPages } from './test-support/fake-service.ts';

// A form that never says `ready`: the service refused to be framed here, so
// the frame holds the browser's error page. The script asks the service why and says it in the
// console and to onResult, instead of leaving a grey frame and a submit that does nothing.

const HOSTED_WHY = 'checkout cs_aaaaaaa… was created for the hosted page (ui_mode HOSTED)';

let kassa: KassaApi;
let fetchSpy: MockInstance<typeof window.fetch>;
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  serveEmptyPages();
  vi.useFakeTimers();
  document.body.innerHTML = '<div id="pay-a"></div>';
  kassa = createKassa(SERVICE, window);
  fetchSpy = vi.spyOn(window, 'fetch');
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const answer = (status: number, body: unknown): void => {
  fetchSpy.mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
};

const frame = (): HTMLIFrameElement => {
  const found = document.querySelector<HTMLIFrameElement>('#pay-a iframe');
  if (!found) throw new Error('no frame');
  return found;
};

/** Mounts, lets the frame "load" (an error page says nothing), and waits out the script. */
async function mountSilentForm(onResult = vi.fn()) {
  kassa.mountPaymentElement('pay-a', checkoutUrl('a'));
  kassa.onResult('pay-a', onResult);
  frame().dispatchEvent(new Event('load'));
  await vi.advanceTimersByTimeAsync(READY_WAIT_MS);
  return onResult;
}

describe('a form that never becomes ready', () => {
  it('asks the service why, then says it in the console and as a final onResult failure', async () => {
    answer(200, { embeddable: false, error_message: HOSTED_WHY });
    const onResult = await mountSilentForm();
    expect(fetchSpy).toHaveBeenCalledExactlyOnceWith(
      `${checkoutUrl('a').replace('/pay/', '/api/sessions/')}/embedding?origin=${encodeURIComponent(window.location.origin)}`,
    );
    expect(onResult).toHaveBeenCalledExactlyOnceWith({
      success: false,
      retry: false,
      error_message: HOSTED_WHY,
    });
    expect(consoleError).toHaveBeenCalledExactlyOnceWith(`[Kassa] ${HOSTED_WHY}`);
  });

  it('ends a submit queued before the failure, once, and answers every later submit', async () => {
    answer(200, { embeddable: false, error_message: HOSTED_WHY });
    const onResult = vi.fn();
    kassa.mountPaymentElement('pay-a', checkoutUrl('a'));
    kassa.onResult('pay-a', onResult);
    kassa.submit('pay-a');
    frame().dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(READY_WAIT_MS);
    expect(onResult).toHaveBeenCalledOnce();
    kassa.submit('pay-a');
    expect(onResult).toHaveBeenCalledTimes(2);
    expect(onResult.mock.calls[1]?.[0]).toEqual({
      success: false,
      retry: false,
      error_message: HOSTED_WHY,
    });
  });

  it("says an unknown checkout in the service's words", async () => {
    const why = 'checkout cs_aaaaaaa… does not exist on this service';
    answer(404, { errors: [{ error_code: 'NOT_FOUND', error_message: why }] });
    const onResult = await mountSilentForm();
    expect(onResult).toHaveBeenCalledExactlyOnceWith({
      success: false,
      retry: false,
      error_message: why,
    });
  });

  it('still fails, saying what to check, when the service cannot be asked', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    const onResult = await mountSilentForm();
    expect(onResult.mock.calls[0]?.[0]).toMatchObject({ success: false, retry: false });
    expect(onResult.mock.calls[0]?.[0].error_message).toMatch(
      /did not load.*Content-Security-Policy allows https:\/\/pay\.example\.test in frame-src and connect-src$/,
    );
  });

  it('fails nothing when the service says the page may frame it (the form is only slow)', async () => {
    answer(200, { embeddable: true });
    const onResult = await mountSilentForm();
    expect(fetchSpy).toHaveBeenCalledOnce();
    expect(onResult).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('asks nothing when the form says ready in time', async () => {
    kassa.mountPaymentElement('pay-a', checkoutUrl('a'));
    frame().dispatchEvent(new Event('load'));
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { kassa: 1, type: 'ready', title: 'Secure payment form' },
        origin: SERVICE,
        source: frame().contentWindow,
      }),
    );
    await vi.advanceTimersByTimeAsync(READY_WAIT_MS * 2);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('takes submits again when the form says ready after all, but not the one the failure ended', async () => {
    answer(200, { embeddable: false, error_message: HOSTED_WHY });
    const onResult = vi.fn();
    kassa.mountPaymentElement('pay-a', checkoutUrl('a'));
    kassa.onResult('pay-a', onResult);
    const post = vi.spyOn(frame().contentWindow as Window, 'postMessage');
    kassa.submit('pay-a');
    frame().dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(READY_WAIT_MS);
    expect(onResult).toHaveBeenCalledOnce();

    window.dispatchEvent(
      new MessageEvent('message', {
        data: { kassa: 1, type: 'ready', title: 'Secure payment form' },
        origin: SERVICE,
        source: frame().contentWindow,
      }),
    );
    expect(post).not.toHaveBeenCalled();
    kassa.submit('pay-a');
    expect(post).toHaveBeenCalledExactlyOnceWith({ kassa: 1, type: 'submit' }, SERVICE);
    expect(onResult).toHaveBeenCalledOnce();
  });

  it('says nothing when unmounted while the service is being asked', async () => {
    let reply: (response: Response) => void = () => {};
    fetchSpy.mockReturnValue(
      new Promise((resolve) => {
        reply = resolve;
      }),
    );
    kassa.mountPaymentElement('pay-a', checkoutUrl('a'));
    frame().dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(READY_WAIT_MS);
    expect(fetchSpy).toHaveBeenCalledOnce();
    kassa.unmountPaymentElement('pay-a');
    reply(Response.json({ embeddable: false, error_message: HOSTED_WHY }));
    await vi.advanceTimersByTimeAsync(0);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('asks nothing once unmounted', async () => {
    kassa.mountPaymentElement('pay-a', checkoutUrl('a'));
    frame().dispatchEvent(new Event('load'));
    kassa.unmountPaymentElement('pay-a');
    await vi.advanceTimersByTimeAsync(READY_WAIT_MS * 2);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
