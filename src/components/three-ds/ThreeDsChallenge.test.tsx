import { signal } from '@preact/signals';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentAction } from '../../../common/contract/session-api.ts';
import type { ActionOverlay } from '../../checkout/flow/action-screens.ts';
import { type ChallengeLook, isChallengeLook, type OverlayTexts } from '../../protocol/messages.ts';
import { serveEmptyPages } from '../../test-support/empty-pages.ts';
import { inEnglish } from '../../test-support/english-messages.tsx';
import { sessionFixture } from '../../test-support/session-fixture.ts';
import { ThreeDsChallenge } from './ThreeDsChallenge.tsx';

beforeAll(serveEmptyPages);

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('style');
});

const CHALLENGE: PaymentAction = {
  kind: 'three_ds',
  challenge_url: 'https://pay.test/sandbox/acs/ch_1',
};

/** The screen where the form puts it: after the form with its pay button, under the theme root. */
function renderChallenge(overlay?: ActionOverlay) {
  const cancel = vi.fn<() => Promise<void>>().mockResolvedValue(undefined);
  const form = (open: boolean) => (
    <div data-theme="dark">
      <form>
        <button class="kassa-pay-button" type="submit">
          Pay $12.50
        </button>
      </form>
      {open && (
        <ThreeDsChallenge
          action={CHALLENGE}
          cancel={cancel}
          overlay={overlay}
          session={signal(sessionFixture())}
        />
      )}
    </div>
  );
  const view = render(inEnglish(form(true)));
  /** The flow ended the action: the form stays, the screen goes. */
  const end = () => view.rerender(inEnglish(form(false)));
  return { cancel, end };
}

const dialog = (): HTMLDialogElement =>
  screen.getByRole('dialog', { name: 'Confirm your payment' }) as HTMLDialogElement;

describe('the 3-D Secure challenge on the hosted page', () => {
  it('opens a modal dialog, labelled by its heading, with the themed challenge page', () => {
    renderChallenge();
    const box = dialog();
    expect(box.open).toBe(true);
    expect(box.getAttribute('aria-labelledby')).toBe(
      screen.getByRole('heading', { name: 'Confirm your payment' }).id,
    );
    const frame = screen.getByTitle('3-D Secure verification') as HTMLIFrameElement;
    expect(box.contains(frame)).toBe(true);
    expect(frame.src).toBe('https://pay.test/sandbox/acs/ch_1?theme=DARK');
    // Focus moved in, and the page behind does not scroll.
    expect(box.contains(document.activeElement)).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('cancels through the API once, from the Cancel button or Escape', async () => {
    const { cancel } = renderChallenge();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    // A second press while the first is on its way sends nothing more.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();

    // Escape fires the dialog's `cancel` event: the dialog stays until the flow moves on.
    const escapeKey = new Event('cancel', { cancelable: true });
    dialog().dispatchEvent(escapeKey);
    expect(escapeKey.defaultPrevented).toBe(true);
    expect(cancel).toHaveBeenCalledTimes(2);
    expect(dialog().open).toBe(true);
  });

  it('cancels when the browser closes the dialog by itself, and not when the flow ends it', async () => {
    const closedByBrowser = renderChallenge();
    dialog().close();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(closedByBrowser.cancel).toHaveBeenCalledTimes(1);
    cleanup();

    const endedByFlow = renderChallenge();
    const box = dialog();
    endedByFlow.end();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(box.open).toBe(false);
    expect(endedByFlow.cancel).not.toHaveBeenCalled();
  });

  it('in a frame without focus (a preview panel) waits for focus before it turns modal', () => {
    // A panel: framed, and the designer's page has the focus.
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    vi.spyOn(window, 'parent', 'get').mockReturnValue({} as Window);
    const before = document.activeElement;
    renderChallenge();
    const box = dialog();
    expect(box.open).toBe(true);
    expect(box.matches(':modal')).toBe(false);
    expect(document.activeElement).toBe(before);

    window.dispatchEvent(new Event('focus'));
    expect(box.open).toBe(true);
    expect(box.contains(document.activeElement)).toBe(true);
    vi.restoreAllMocks();
  });

  it('closes when the flow ends the action, returning focus to the pay button and the scroll', () => {
    document.documentElement.style.setProperty('overflow', 'scroll');
    const { end } = renderChallenge();
    const box = dialog();
    const payButton = screen.getByRole('button', { name: 'Pay $12.50', hidden: true });
    expect(document.documentElement.style.overflow).toBe('hidden');

    end();

    expect(box.open).toBe(false);
    expect(document.activeElement).toBe(payButton);
    expect(document.documentElement.style.overflow).toBe('scroll');
  });
});

describe('the 3-D Secure challenge in an embedded form', () => {
  function fakeOverlay() {
    const close = vi.fn();
    let onCancel: () => void = () => {};
    const show = vi.fn(
      (_url: string, _look: ChallengeLook, _texts: OverlayTexts, cancelled: () => void) => {
        onCancel = cancelled;
        return close;
      },
    );
    return { overlay: { show }, close, cancelFromPage: () => onCancel() };
  }

  it('asks the merchant page to show the themed challenge and says where it is', () => {
    const { overlay } = fakeOverlay();
    renderChallenge(overlay);
    expect(overlay.show).toHaveBeenCalledTimes(1);
    expect(overlay.show.mock.calls[0]?.[0]).toBe('https://pay.test/sandbox/acs/ch_1?theme=DARK');
    // The page's overlay wears the form's look, in a shape the page accepts.
    expect(isChallengeLook(overlay.show.mock.calls[0]?.[1])).toBe(true);
    // And the form's words: the page's script carries no catalog of its own.
    expect(overlay.show.mock.calls[0]?.[2]).toEqual({
      title: 'Confirm your payment',
      cancel: 'Cancel',
      frame: '3-D Secure verification',
    });
    expect(screen.getByRole('status').textContent).toBe(
      'Complete the verification in the window that opened.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("cancels when the shopper closes the page's overlay, and removes it when it ends", () => {
    const { overlay, close, cancelFromPage } = fakeOverlay();
    const { cancel, end } = renderChallenge(overlay);
    cancelFromPage();
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(close).not.toHaveBeenCalled();
    end();
    expect(close).toHaveBeenCalledTimes(1);
  });
});
