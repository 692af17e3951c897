import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionView } from '../common/contract/session-api.ts';
import type { ApiClient, ApiResult } from '../src/checkout/api-client.ts';
import { englishMessages } from '../src/test-support/english-messages.tsx';
import { manualSchedule, sessionFixture } from '../src/test-support/session-fixture.ts';
import { HostedPage } from './HostedPage.tsx';
import { createHostedPage, SUCCESS_HOLD_MS } from './page-model.ts';

afterEach(cleanup);

function setup(answer: ApiResult<SessionView> | null) {
  const client = answer && {
    getSession: vi.fn<ApiClient['getSession']>().mockResolvedValue(answer),
    pay: vi.fn<ApiClient['pay']>(),
    cancelAction: vi.fn<ApiClient['cancelAction']>(),
  };
  const navigate = vi.fn<(url: string) => void>();
  const timers = manualSchedule();
  const page = createHostedPage(client, {
    messages: englishMessages,
    navigate,
    schedule: timers.schedule,
  });
  render(<HostedPage page={page} />);
  return { page, navigate, client, timers };
}

describe('the success moment', () => {
  it('shows a check mark and announces "Payment successful" before it leaves for the shop', async () => {
    const { page, client, navigate, timers } = setup({ ok: true, value: sessionFixture() });
    client?.pay.mockResolvedValue({
      ok: true,
      value: { outcome: 'SUCCESS', redirect_url: 'https://shop.test/ok', attempts_left: 0 },
    });
    await page.load();
    const type = (label: string, value: string) =>
      fireEvent.input(screen.getByLabelText(label), { target: { value } });
    type('Card number', '4242424242424242');
    type('Expiry date', '1230');
    type('Security code', '123');
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));

    const announced = await screen.findByText('Payment successful');
    expect(announced.closest('[aria-live="polite"]')).not.toBeNull();
    expect(announced.parentElement?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    // Held on screen: the shop's page only once the moment has passed (the test's clock).
    expect(navigate).not.toHaveBeenCalled();
    timers.advance(SUCCESS_HOLD_MS);
    expect(navigate).toHaveBeenCalledWith('https://shop.test/ok');
  });

  it('is skipped for a session paid before the page opened', async () => {
    const { page, navigate } = setup({
      ok: true,
      value: sessionFixture({ state: 'SUCCEEDED', redirect_url: 'https://shop.test/ok' }),
    });
    await page.load();
    expect(navigate).toHaveBeenCalledWith('https://shop.test/ok');
  });
});

describe('HostedPage', () => {
  it('while loading, shows the form frame busy with a skeleton that is not read as content', () => {
    const { container } = render(
      <HostedPage
        page={createHostedPage(
          {
            getSession: () => new Promise(() => {}),
            pay: vi.fn<ApiClient['pay']>(),
            cancelAction: vi.fn<ApiClient['cancelAction']>(),
          },
          {
            messages: englishMessages,
            navigate: vi.fn(),
          },
        )}
      />,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading checkout…');
    // The frame is the form's own (aria-busy until the form is in it); its shapes are hidden
    // from assistive technology, so the status is all that is announced.
    expect(status.closest('[aria-busy="true"]')).not.toBeNull();
    const hidden = container.querySelector('[aria-hidden="true"]');
    expect(hidden?.textContent).toBe('');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('offers the methods as a list once their chunk has come, for a checkout that names one', async () => {
    const { page } = setup({
      ok: true,
      value: sessionFixture({ methods: ['CARD', 'PIX'], currency_code: 'BRL' }),
    });
    await page.load();
    expect(await screen.findByRole('group', { name: 'Payment method' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Card' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Pix' })).toBeTruthy();
    expect(screen.getByLabelText('Card number')).toBeTruthy();
  });

  it('goes straight to the one alternative method when the session says so, without a click', async () => {
    const kakao = sessionFixture({ methods: ['KAKAO_PAY'], currency_code: 'KRW', amount: '25000' });
    const straight = setup({ ok: true, value: { ...kakao, straight_to_method: 'KAKAO_PAY' } });
    straight.client?.pay.mockReturnValue(new Promise(() => {}));
    await straight.page.load();
    await vi.waitFor(() => expect(straight.client?.pay).toHaveBeenCalledTimes(1));
    expect(straight.client?.pay.mock.calls[0]?.[0]).toMatchObject({ method: 'KAKAO_PAY' });
    cleanup();

    // Without it, the form shows the method and waits for the shopper.
    const shown = setup({ ok: true, value: kakao });
    await shown.page.load();
    expect(await screen.findByRole('button', { name: 'Continue with Kakao Pay' })).toBeTruthy();
    expect(shown.client?.pay).not.toHaveBeenCalled();
  });

  it('says it is loading, then shows the form in the session language', async () => {
    const { page } = setup({ ok: true, value: sessionFixture({ language: 'de-de' }) });
    expect(screen.getByRole('status').textContent).toContain('Loading checkout…');

    await page.load();

    expect(await screen.findByLabelText('Kartennummer')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.querySelector('[aria-busy]')).toBeNull();
    expect(screen.getByRole('button', { name: /^12,50\s\$ bezahlen$/ })).toBeTruthy();
    expect(page.title.value).toBe('Bezahlen – Fern & Feather');
    // The words are German (its catalog) and so are the amounts: the amount needs no lang of its
    // own inside a German page.
    expect(page.lang.value).toBe('de');
    expect(page.formatLang.value).toBe('de-DE');
    expect(screen.getByRole('button', { name: /bezahlen$/ }).querySelector('[lang]')).toBeNull();
  });

  it('says it is a sandbox in every state, and under the payment that it is encrypted', async () => {
    const { page } = setup({ ok: true, value: sessionFixture() });
    // Loading: the badge is there from the first paint, where it stays.
    expect(screen.getByText('Test mode')).toBeTruthy();
    await page.load();
    await screen.findByLabelText('Card number');
    expect(screen.getByText('Test mode')).toBeTruthy();
    const footer = screen.getByText('Powered by Kassa').closest('footer');
    expect(footer?.textContent).toBe(
      'Payments are encrypted and processed securely.Powered by Kassa',
    );
    // Nothing in it pretends to be a link: there is no terms or privacy page to point to.
    expect(footer?.querySelector('a')).toBeNull();
    cleanup();
    const broken = setup({ ok: false, kind: 'network' });
    await broken.page.load();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Test mode')).toBeTruthy();
  });

  it('tells the shopper when the link is not valid', async () => {
    const { page } = setup({
      ok: false,
      kind: 'http',
      status: 404,
      errors: [{ error_code: 'NOT_FOUND', error_message: 'Not found' }],
    });
    await page.load();
    expect((await screen.findByRole('alert')).textContent).toBe('This payment link is not valid.');
    // Not a dead end: what to do instead.
    expect(screen.getByText('Return to the shop and start the payment again.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(page.title.value).toBe('Checkout');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Checkout');
  });

  it('links a closed or expired session back to its shop', async () => {
    const { page, navigate } = setup({
      ok: true,
      value: sessionFixture({
        state: 'EXPIRED',
        shop_url: 'https://shop.test/',
        shop_name: 'Fern & Feather',
      }),
    });
    await page.load();
    expect((await screen.findByRole('alert')).textContent).toBe('This payment form has expired.');
    // Whose shop it was: its name heads the page.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fern & Feather');
    const back = screen.getByRole('link', { name: 'Return to the shop' });
    expect(back.getAttribute('href')).toBe('https://shop.test/');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('links back to the shop when the session times out while the form is open', async () => {
    const open = { ok: true, value: sessionFixture({ shop_url: 'https://shop.test/' }) } as const;
    const { page, client, timers } = setup(open);
    client?.getSession.mockResolvedValueOnce(open).mockResolvedValue({
      ok: true,
      value: sessionFixture({ state: 'EXPIRED', shop_url: 'https://shop.test/' }),
    });
    await page.load();
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    timers.advance(11 * 60_000);
    expect(await screen.findByRole('link', { name: 'Return to the shop' })).toBeTruthy();
  });

  it('says a malformed link is not valid, with no retry (the API answers 400)', async () => {
    const { page } = setup({
      ok: false,
      kind: 'http',
      status: 400,
      errors: [{ error_code: 'INVALID_PARAMETER', error_message: 'token must match pattern' }],
    });
    await page.load();
    expect((await screen.findByRole('alert')).textContent).toBe('This payment link is not valid.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('keeps the retry for a real server error', async () => {
    const { page } = setup({ ok: false, kind: 'http', status: 500, errors: [] });
    await page.load();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong on our side. Please try again in a moment.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says the link is not valid when the URL carries no token', () => {
    setup(null);
    expect(screen.getByRole('alert').textContent).toBe('This payment link is not valid.');
  });

  it('offers to try again after a network failure', async () => {
    const { page, client } = setup({ ok: false, kind: 'network' });
    await page.load();
    client?.getSession.mockResolvedValue({ ok: true, value: sessionFixture() });

    (await screen.findByRole('button', { name: 'Try again' })).click();

    expect(await screen.findByLabelText('Card number')).toBeTruthy();
  });

  it('sends the shopper on when the session is already over', async () => {
    const { page, navigate } = setup({
      ok: true,
      value: sessionFixture({ state: 'EXPIRED', redirect_url: 'https://shop.test/fail' }),
    });
    await page.load();
    expect(navigate).toHaveBeenCalledWith('https://shop.test/fail');
    expect((await screen.findByRole('status')).textContent).toContain('Redirecting…');
  });

  it("themes the page with the merchant's defaults and the checkout's override once loaded", async () => {
    const merchant = { theme_type: 'BROWSER', theme_variables: { textColor: 'navy' } } as const;
    const override = { theme_type: 'DARK', color: 'teal' } as const;
    const { page } = setup({
      ok: true,
      value: sessionFixture({ merchant_theme: merchant, payment_form_override: override }),
    });
    expect(page.themeLayers.value).toEqual({ merchant: null, override: null, embedTheme: null });
    await page.load();
    expect(page.themeLayers.value).toEqual({ merchant, override, embedTheme: null });
  });

  it.each(['loads', 'fails'])(
    "shows the form only once the session's theme is prepared (its code %s)",
    async (outcome) => {
      let settle = (): void => {};
      const prepared = new Promise<void>((resolve, reject) => {
        settle = outcome === 'loads' ? resolve : () => reject(new Error('chunk failed'));
      });
      const prepareTheme = vi.fn((_layers: unknown) => prepared);
      const getSession = vi.fn<ApiClient['getSession']>();
      getSession.mockResolvedValue({ ok: true, value: sessionFixture() });
      const page = createHostedPage(
        {
          getSession,
          pay: vi.fn<ApiClient['pay']>(),
          cancelAction: vi.fn<ApiClient['cancelAction']>(),
        },
        {
          messages: englishMessages,
          navigate: vi.fn(),
          schedule: manualSchedule().schedule,
          prepareTheme,
        },
      );
      const loaded = page.load();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(page.state.value.kind).toBe('loading');
      expect(prepareTheme).toHaveBeenCalledWith({ merchant: null, override: null });
      settle();
      await loaded;
      expect(page.state.value.kind).toBe('ready');
    },
  );
});
