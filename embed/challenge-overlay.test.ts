import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChallengeLook, FormMessage } from '../src/protocol/messages.ts';
import { isServiceChallenge } from './challenge-overlay.ts';
import { createKassa } from './elements.ts';
import type { KassaApi, KassaConfig } from './kassa.ts';
import { checkoutUrl, SERVICE, serveEmptyPages } from './test-support/fake-service.ts';

// The merchant page's side of an embedded 3-D Secure challenge: the form asks, the page
// shows the service's challenge page in a modal dialog over everything, and tells the form when
// the shopper gives up.

const CHALLENGE = `${SERVICE}/sandbox/acs/ch_1?theme=LIGHT`;
let kassa: KassaApi;

beforeEach(() => {
  serveEmptyPages();
  document.body.innerHTML = '<div id="pay-a"></div><div id="pay-b"></div>';
  document.documentElement.style.setProperty('overflow', 'auto');
  kassa = createKassa(SERVICE, window);
});

afterEach(() => {
  // Whatever a test left mounted goes, with its listener and any overlay.
  for (const id of ['pay-a', 'pay-b']) {
    try {
      kassa.unmountPaymentElement(id);
    } catch {
      // Not mounted (any more).
    }
  }
  document.documentElement.removeAttribute('style');
  vi.restoreAllMocks();
});

function formFrame(elementId: string): HTMLIFrameElement {
  const frame = document.querySelector<HTMLIFrameElement>(`#${elementId} iframe`);
  if (!frame?.contentWindow) throw new Error(`no payment form in #${elementId}`);
  return frame;
}

function deliver(data: unknown, source: unknown, origin = SERVICE): void {
  window.dispatchEvent(
    new MessageEvent('message', { data, origin, source: source as MessageEventSource }),
  );
}

const fromForm = (message: FormMessage, elementId = 'pay-a'): void =>
  deliver(message, formFrame(elementId).contentWindow);

/** A DARK form with a merchant's colours, as the form reads its look off its theme root. */
const LOOK: ChallengeLook = {
  scheme: 'dark',
  background: 'rgb(18, 52, 86)',
  text: 'rgb(250, 240, 230)',
  border: 'rgb(255, 0, 0)',
  accent: 'rgb(0, 128, 0)',
  font: 'Georgia, serif',
  radius: '20px',
};

const challenge = (url = CHALLENGE, look = LOOK): FormMessage => ({
  kassa: 1,
  type: 'challenge',
  url,
  look,
  texts: { title: 'Confirm your payment', cancel: 'Cancel', frame: '3-D Secure verification' },
});

/** The overlay's dialog, when one is open. */
const overlay = (): HTMLDialogElement | null =>
  document.querySelector<HTMLDialogElement>('body > dialog');

function mount(config: KassaConfig = {}) {
  kassa.mountPaymentElement('pay-a', checkoutUrl('a'), config);
  const form = formFrame('pay-a').contentWindow as Window;
  const posted = vi.spyOn(form, 'postMessage');
  return { posted };
}

describe('the 3-D Secure challenge overlay', () => {
  it("opens a labelled modal dialog on the page with the form's challenge page", () => {
    mount();
    fromForm(challenge());

    const dialog = overlay();
    expect(dialog?.open).toBe(true);
    const titleId = dialog?.getAttribute('aria-labelledby') ?? '';
    expect(document.getElementById(titleId)?.textContent).toBe('Confirm your payment');
    const frame = dialog?.querySelector('iframe');
    expect(frame?.title).toBe('3-D Secure verification');
    expect(frame?.src).toBe(CHALLENGE);
    expect(frame?.hasAttribute('allow')).toBe(false);
    // Focus is in the dialog, on its Cancel, and the page behind does not scroll.
    expect(document.activeElement?.textContent).toBe('Cancel');
    expect(dialog?.contains(document.activeElement)).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('ignores a challenge from another origin or another window', () => {
    kassa.mountPaymentElement('pay-b', checkoutUrl('b'));
    const { posted } = mount();
    deliver(challenge(), formFrame('pay-a').contentWindow, 'https://evil.example');
    deliver(challenge(), window);
    deliver(challenge(), null);
    deliver({ ...challenge(), extra: 1 }, formFrame('pay-a').contentWindow);
    expect(overlay()).toBeNull();
    expect(posted).not.toHaveBeenCalled();
    expect(document.documentElement.style.overflow).toBe('auto');
  });

  it('shows no foreign page: its own form hears the challenge cancelled, the console why', () => {
    const { posted } = mount();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fromForm(challenge('https://evil.example/sandbox/acs/ch_1'));
    fromForm(challenge(`${SERVICE}/pay/cs_1`));
    fromForm(challenge(`${SERVICE}/sandbox/acsx/1`));
    expect(overlay()).toBeNull();
    expect(document.documentElement.style.overflow).toBe('auto');
    expect(posted.mock.calls).toEqual(
      Array(3).fill([{ kassa: 1, type: 'challenge-cancel' }, SERVICE]),
    );
    expect(error).toHaveBeenCalledTimes(3);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/^\[Kassa\] 3-D Secure challenge not shown/);
  });

  it('posts challenge-cancel to its own form on Cancel and on Escape, to the service only', () => {
    const { posted } = mount();
    fromForm(challenge());
    const cancelButton = overlay()?.querySelector('button');
    cancelButton?.click();

    const escapeKey = new Event('cancel', { cancelable: true });
    overlay()?.dispatchEvent(escapeKey);
    expect(escapeKey.defaultPrevented).toBe(true);

    const cancel = { kassa: 1, type: 'challenge-cancel' };
    expect(posted.mock.calls).toEqual([
      [cancel, SERVICE],
      [cancel, SERVICE],
    ]);
    // The form decides when it is over: until then the dialog stays.
    expect(overlay()?.open).toBe(true);
  });

  it.each<[string, () => void]>([
    ['challenge-end', () => fromForm({ kassa: 1, type: 'challenge-end' })],
    [
      'result',
      () =>
        fromForm({
          kassa: 1,
          type: 'result',
          result: {
            success: false,
            retry: true,
            error_code: 1320,
            error_message: '3-D Secure authentication failed',
          },
        }),
    ],
    ['unmount', () => kassa.unmountPaymentElement('pay-a')],
  ])('closes on %s, restoring the scroll and the focus', (_name, end) => {
    mount();
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    fromForm(challenge());
    expect(document.documentElement.style.overflow).toBe('hidden');

    end();

    expect(overlay()).toBeNull();
    expect(document.documentElement.style.overflow).toBe('auto');
    expect(document.activeElement).toBe(button);
  });

  it('shows one challenge at a time: a new one replaces the old', () => {
    mount();
    fromForm(challenge());
    fromForm(challenge(`${SERVICE}/sandbox/acs/ch_2`));
    expect(document.querySelectorAll('body > dialog')).toHaveLength(1);
    expect(overlay()?.querySelector('iframe')?.src).toBe(`${SERVICE}/sandbox/acs/ch_2`);
    fromForm({ kassa: 1, type: 'challenge-end' });
    expect(document.documentElement.style.overflow).toBe('auto');
  });

  it("wears the form's look: scheme, colours, font, and its corner radius when it is a window", () => {
    mount();
    fromForm(challenge());
    const panel = overlay()?.firstElementChild as HTMLElement;
    const bar = panel.firstElementChild as HTMLElement;
    expect(panel.style.colorScheme).toBe('dark');
    expect(panel.style.backgroundColor).toBe(LOOK.background);
    expect(panel.style.color).toBe(LOOK.text);
    expect(panel.style.fontFamily).toBe(LOOK.font);
    expect(bar.style.borderBottomColor).toBe(LOOK.border);
    expect(bar.querySelector('button')?.style.outlineColor).toBe(LOOK.accent);
    // happy-dom's window is 1024 × 768: the 500 × 600 window, with the form's corners.
    expect(panel.style.borderRadius).toBe('20px');
  });

  it('keeps its own colours where a look value is not valid for its property', () => {
    mount();
    fromForm(challenge(CHALLENGE, { ...LOOK, background: '12px', radius: 'red' }));
    const panel = overlay()?.firstElementChild as HTMLElement;
    expect(panel.style.backgroundColor).not.toBe('12px');
    expect(panel.style.backgroundColor).not.toBe('');
    expect(panel.style.borderRadius).not.toBe('red');
  });
});

describe('isServiceChallenge', () => {
  it("accepts only the service's own sandbox ACS pages", () => {
    expect(isServiceChallenge(`${SERVICE}/sandbox/acs/ch_1?theme=DARK`, SERVICE)).toBe(true);
    expect(isServiceChallenge('https://evil.example/sandbox/acs/ch_1', SERVICE)).toBe(false);
    expect(isServiceChallenge(`${SERVICE}/sandbox/other`, SERVICE)).toBe(false);
    expect(isServiceChallenge('not a url', SERVICE)).toBe(false);
  });
});
