import { hydrate } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionView } from '../common/contract/session-api.ts';
import type { ApiClient } from '../src/checkout/api-client.ts';
import { englishMessages } from '../src/test-support/english-messages.tsx';
import { manualSchedule, sessionFixture } from '../src/test-support/session-fixture.ts';
import { HostedPage } from './HostedPage.tsx';
import { createHostedPage, type HostedPage as HostedPageModel } from './page-model.ts';
import { carriedSession, SESSION_VIEW_ID, takeOver } from './prerendered.ts';

afterEach(() => {
  document.body.replaceChildren();
});

const client = (): ApiClient => ({
  getSession: vi.fn<ApiClient['getSession']>(),
  pay: vi.fn<ApiClient['pay']>(),
  cancelAction: vi.fn<ApiClient['cancelAction']>(),
});

/** A page model given `session` as the page carries it; loaded. */
async function loadedPage(session: SessionView, api = client()): Promise<HostedPageModel> {
  const page = createHostedPage(api, {
    messages: englishMessages,
    navigate: vi.fn(),
    schedule: manualSchedule().schedule,
    session,
  });
  await page.load();
  return page;
}

/** The form as the server renders it (hosted/server-render.tsx), in a root of the document. */
async function serverMarkup(session: SessionView): Promise<HTMLElement> {
  const root = document.createElement('main');
  root.innerHTML = renderToString(<HostedPage page={await loadedPage(session)} />);
  document.body.append(root);
  return root;
}

describe('carriedSession', () => {
  it('reads the view the page carries, and nothing from a page without one or a broken one', () => {
    expect(carriedSession(document)).toBeUndefined();
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = SESSION_VIEW_ID;
    element.textContent = '{"payment_id":"pay_1","note":"\\u003c/script>"}';
    document.body.append(element);
    expect(carriedSession(document)).toEqual({ payment_id: 'pay_1', note: '</script>' });
    element.textContent = '{"payment_id":';
    expect(carriedSession(document)).toBeUndefined();
  });
});

describe('the carried view', () => {
  it('is loaded without asking the server; a retry asks', async () => {
    const api = client();
    const page = await loadedPage(sessionFixture(), api);
    expect(page.state.peek().kind).toBe('ready');
    expect(api.getSession).not.toHaveBeenCalled();
    vi.mocked(api.getSession).mockResolvedValue({ ok: false, kind: 'network' });
    await page.load();
    expect(api.getSession).toHaveBeenCalledOnce();
  });
});

describe('takeOver', () => {
  it('hands what was typed into the server markup to the form, which formats and keeps it', async () => {
    const session = sessionFixture();
    const root = await serverMarkup(session);
    const number = root.querySelector<HTMLInputElement>('#kassa-card-number');
    const expiry = root.querySelector<HTMLInputElement>('#kassa-card-expiry');
    if (!number || !expiry) throw new Error('no card fields in the markup');
    // Typed before the script ran: the elements hold it, no model has seen it.
    number.value = '4242424242424242';
    expiry.value = '1230';
    expiry.focus();
    const page = await loadedPage(session);
    takeOver(root, () => hydrate(<HostedPage page={page} />, root));
    // The same elements, now the form's: formatted by the model, focus where it was.
    expect(root.querySelector('#kassa-card-number')).toBe(number);
    expect(number.value).toBe('4242 4242 4242 4242');
    expect(expiry.value).toBe('12/30');
    expect(document.activeElement).toBe(expiry);
    const state = page.state.peek();
    if (state.kind !== 'ready') throw new Error('not ready');
    expect(state.checkout.card.fields.number.value.peek()).toBe('4242 4242 4242 4242');
    // The complete expiry moves no focus on: the shopper may be in another field by now.
    expect(state.checkout.card.focusRequest.peek()).toBeNull();
  });

  it('leaves untouched fields to the form', async () => {
    const session = sessionFixture();
    const root = await serverMarkup(session);
    const page = await loadedPage(session);
    const number = root.querySelector<HTMLInputElement>('#kassa-card-number');
    const seen = vi.fn();
    number?.addEventListener('input', seen);
    takeOver(root, () => hydrate(<HostedPage page={page} />, root));
    expect(seen).not.toHaveBeenCalled();
    expect(number?.value).toBe('');
  });
});

describe("the server markup of a session with the summary's parts", () => {
  it('holds its add-ons: their chunk is loaded with the session, before the form renders', async () => {
    const root = await serverMarkup(
      sessionFixture({
        amount: '10.00',
        products: [
          {
            product_id: 'a',
            product_name: 'Notebook',
            product_price: '10.00',
            is_optional: false,
            is_preselected: false,
          },
          {
            product_id: 'b',
            product_name: 'Gift wrap',
            product_price: '2.50',
            is_optional: true,
            is_preselected: false,
          },
        ],
      }),
    );
    const addOn = root.querySelector<HTMLInputElement>('.kassa-addons input[type="checkbox"]');
    expect(addOn?.closest('label')?.textContent).toMatch(/Gift wrap.*\$2\.50.*Add/);
  });

  it("holds a long cart's total bar, which folds the summary on a narrow screen", async () => {
    const products = ['a', 'b', 'c', 'd'].map((id) => ({
      product_id: id,
      product_name: `Item ${id}`,
      product_price: '1.00',
      is_optional: false,
      is_preselected: false,
    }));
    const root = await serverMarkup(sessionFixture({ amount: '4.00', products }));
    const bar = root.querySelector('button[aria-controls="kassa-summary-details"]');
    expect(bar?.textContent).toContain('Show order summary');
    expect(root.querySelector('#kassa-summary-details')?.hasAttribute('data-folded')).toBe(true);
  });
});
