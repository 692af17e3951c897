import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentResult, SessionView } from '../common/contract/session-api.ts';
import type { ApiClient, ApiResult } from '../src/checkout/api-client.ts';
import { encodeEmbedParams, isFormMessage, type TResult } from '../src/protocol/messages.ts';
import { englishMessages } from '../src/test-support/english-messages.tsx';
import {
  FIXTURE_NOW,
  manualSchedule,
  sessionFixture,
  settle,
} from '../src/test-support/session-fixture.ts';
import { resolveTheme } from '../themes/resolve-theme.ts';
import { HostedPage } from './HostedPage.tsx';
import { createHostedPage, SUCCESS_HOLD_MS } from './page-model.ts';
import {
  type FakeFrame,
  fakeContent,
  fakeFrame,
  PARENT_ORIGIN,
} from './test-support/fake-frame.ts';

afterEach(cleanup);

const SUBMIT = { kassa: 1, type: 'submit' };
const OK_URL = 'https://shop.test/ok';
const FAIL_URL = 'https://shop.test/fail?error_code=2903&error_message=Processor+malfunction';
const TIMEOUT_URL = 'https://shop.test/fail?error_code=2904&error_message=Timeout';
const NETWORK_MESSAGE =
  "We couldn't reach the payment service. Check your connection and try again.";

const embeddedSession = (overrides: Partial<SessionView> = {}): SessionView =>
  sessionFixture({ ui_mode: 'EMBEDDED', embed_origins: [PARENT_ORIGIN], ...overrides });

const paid = (result: PaymentResult): ApiResult<PaymentResult> => ({ ok: true, value: result });
const view = (overrides: Partial<SessionView>): ApiResult<SessionView> => ({
  ok: true,
  value: embeddedSession(overrides),
});

interface SetupOptions {
  /** The origin the embed put in the fragment. */
  claimedOrigin?: string;
  ancestorOrigins?: string[];
  /** false: the page is not framed. */
  framed?: boolean;
  frame?: FakeFrame;
  /** The embed's config.hidePayButton. */
  hidePayButton?: true;
  /** The embed's config.summary. */
  summary?: true;
}

async function setup(session: SessionView = embeddedSession(), options: SetupOptions = {}) {
  const frame = options.frame ?? fakeFrame();
  const client = {
    getSession: vi.fn<ApiClient['getSession']>().mockResolvedValue({ ok: true, value: session }),
    pay: vi.fn<ApiClient['pay']>(),
    cancelAction: vi.fn<ApiClient['cancelAction']>(),
  };
  const navigate = vi.fn<(url: string) => void>();
  const timers = manualSchedule();
  const heights = fakeContent();
  const page = createHostedPage(client, {
    messages: englishMessages,
    navigate,
    now: () => FIXTURE_NOW,
    schedule: timers.schedule,
    frame:
      options.framed === false
        ? null
        : {
            hash: `#${encodeEmbedParams({
              parentOrigin: options.claimedOrigin ?? PARENT_ORIGIN,
              ...(options.hidePayButton && { hidePayButton: options.hidePayButton }),
              ...(options.summary && { summary: options.summary }),
            })}`,
            ...(options.ancestorOrigins && { ancestorOrigins: options.ancestorOrigins }),
            window: frame.window,
            ...heights.followed,
          },
  });
  render(<HostedPage page={page} />);
  await page.load();
  const results = (): TResult[] =>
    frame.posted().flatMap((message) => (message.type === 'result' ? [message.result] : []));
  /** The types of the messages posted, the height's aside (its own test follows them). */
  const types = (): string[] =>
    frame.posted().flatMap((message) => (message.type === 'resize' ? [] : [message.type]));
  // An allowed embedded form announces itself after render; tests start from there.
  const allowed = !options.claimedOrigin && !options.ancestorOrigins;
  if (options.framed !== false && session.ui_mode === 'EMBEDDED' && allowed)
    await waitFor(() =>
      // It names its frame in its own language: the embed script carries no catalog.
      expect(frame.posted()[0]).toEqual({ kassa: 1, type: 'ready', title: 'Secure payment form' }),
    );
  return {
    frame,
    client,
    navigate,
    timers,
    results,
    types,
    reportHeight: heights.resize,
  };
}

const field = (label: string): HTMLInputElement => screen.getByLabelText(label);
const type = (label: string, value: string): void => {
  fireEvent.input(field(label), { target: { value } });
};
function fillCard(number = '4242424242424242'): void {
  type('Card number', number);
  type('Expiry date', '1230');
  type('Security code', '123');
  type('Cardholder name (optional)', 'Ada Lovelace');
}
const payButton = (): HTMLElement => screen.getByRole('button', { name: /^(Pay|Paid)/ });

describe('HostedPage embedded: a payment element', () => {
  const withAddOn = embeddedSession({
    products: [
      ...embeddedSession().products,
      {
        product_id: 'wrap',
        product_name: 'Gift wrap',
        product_price: '2.00',
        is_optional: true,
        is_preselected: false,
      },
    ],
  });

  it('shows only what paying needs: no heading, no cart, the add-ons, the total on its button', async () => {
    await setup(withAddOn);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByText('Monstera')).toBeNull();
    expect(screen.queryByText('Total')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /Gift wrap/ }));
    expect(payButton().textContent).toBe('Pay $14.50');
    // Still a sandbox: the shopper is told, as on the hosted page.
    expect(screen.getByText('Test mode')).toBeTruthy();
    expect(screen.queryByText('Powered by Kassa')).toBeNull();
  });

  it('shows the whole summary when mounted with summary: true', async () => {
    await setup(withAddOn, { summary: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Fern & Feather' })).toBeTruthy();
    expect(screen.getByText('Monstera')).toBeTruthy();
    expect(screen.getByText('Total').parentElement?.textContent).toBe('Total $12.50');
  });
});

describe('HostedPage embedded with the pay button hidden (config.hidePayButton)', () => {
  it("shows no pay button; Enter in a field pays, and so does the page's submit", async () => {
    const { frame, client, results } = await setup(embeddedSession(), { hidePayButton: true });
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    client.pay.mockResolvedValue(
      paid({
        outcome: 'FAILED',
        error: { error_code: 2004, error_message: 'Declined' },
        attempts_left: 4,
      }),
    );
    fillCard();
    fireEvent.keyDown(field('Cardholder name (optional)'), { key: 'Enter' });
    await waitFor(() => expect(results()).toHaveLength(1));
    expect(client.pay).toHaveBeenCalledTimes(1);

    client.pay.mockResolvedValue(
      paid({ outcome: 'SUCCESS', redirect_url: OK_URL, attempts_left: 0 }),
    );
    frame.receive(SUBMIT);
    await waitFor(() => expect(results()).toHaveLength(2));
    expect(results()[1]).toEqual({ success: true, url: OK_URL });
  });

  it('keeps the pay button, and Enter to its own default, without the option', async () => {
    const { client } = await setup();
    expect(payButton()).toBeTruthy();
    fireEvent.keyDown(field('Cardholder name (optional)'), { key: 'Enter' });
    expect(client.pay).not.toHaveBeenCalled();
  });
});

describe('HostedPage embedded in an allowed merchant page', () => {
  it('says ready once the form is on screen, then reports its height', async () => {
    const frame = fakeFrame();
    let formShownAtReady = false;
    frame.parent.postMessage.mockImplementation((message) => {
      if (message.type === 'ready')
        formShownAtReady = screen.queryByLabelText('Card number') !== null;
    });
    const env = await setup(embeddedSession(), { frame });
    expect(env.types()).toEqual(['ready']);
    expect(formShownAtReady).toBe(true);
    // The first height at once, then each change.
    expect(env.frame.posted()[1]).toEqual({ kassa: 1, type: 'resize', height: 480 });
    env.reportHeight(512);
    expect(env.frame.posted()[2]).toEqual({ kassa: 1, type: 'resize', height: 512 });
  });

  it("pays on the page's submit and reports success without moving the iframe", async () => {
    const { frame, client, navigate, results } = await setup();
    client.pay.mockResolvedValue(
      paid({ outcome: 'SUCCESS', redirect_url: OK_URL, attempts_left: 0 }),
    );
    fillCard();

    frame.receive(SUBMIT);

    await waitFor(() => expect(results()).toEqual([{ success: true, url: OK_URL }]));
    expect(client.pay).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(payButton().textContent).toBe('Paid');
    expect(payButton().getAttribute('aria-disabled')).toBe('true');
  });

  it('reports a fixable decline with retry, shows it, and pays on the next submit', async () => {
    const { frame, client, results } = await setup();
    client.pay.mockResolvedValueOnce(
      paid({
        outcome: 'RETRY',
        error: { error_code: 2004, error_message: 'Insufficient funds' },
        attempts_left: 4,
      }),
    );
    fillCard('4000000000009995');
    frame.receive(SUBMIT);
    await waitFor(() =>
      expect(results()).toEqual([
        { success: false, retry: true, error_code: 2004, error_message: 'Insufficient funds' },
      ]),
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Insufficient funds on this card. Use another card or payment method.',
    );

    client.pay.mockResolvedValueOnce(
      paid({ outcome: 'SUCCESS', redirect_url: OK_URL, attempts_left: 0 }),
    );
    type('Security code', '123');
    frame.receive(SUBMIT);
    await waitFor(() => expect(results()[1]).toEqual({ success: true, url: OK_URL }));
  });

  it('reports a final failure with retry false and the failure url, then pays no more', async () => {
    const { frame, client, navigate, results } = await setup();
    client.pay.mockResolvedValue(
      paid({
        outcome: 'FAILED',
        error: { error_code: 2903, error_message: 'Error while processing the card' },
        redirect_url: FAIL_URL,
        attempts_left: 0,
      }),
    );
    fillCard();
    frame.receive(SUBMIT);
    const failed = {
      success: false,
      retry: false,
      error_code: 2903,
      error_message: 'Error while processing the card',
      url: FAIL_URL,
    };
    await waitFor(() => expect(results()).toEqual([failed]));
    expect(navigate).not.toHaveBeenCalled();
    expect(payButton().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Error while processing the card');

    fireEvent.click(payButton());
    frame.receive(SUBMIT);
    await settle();
    expect(client.pay).toHaveBeenCalledTimes(1);
    // A submit after the end is answered with the same final result.
    expect(results()).toEqual([failed, failed]);
  });

  it('ends with retry false and says why when the payment asks for a step it has no screen for', async () => {
    const { frame, client, navigate, results } = await setup();
    client.pay.mockResolvedValue(
      paid({
        outcome: 'ACTION',
        // A kind without a screen yet (QR methods); 3-D Secure has one.
        action: {
          kind: 'qr',
          method: 'PIX',
          payload: 'https://kassa.test/qr/1',
          expires_at: '2030-01-01T00:00:00Z',
        },
        attempts_left: 2,
      }),
    );
    fillCard();
    frame.receive(SUBMIT);
    const ended = {
      success: false,
      retry: false,
      error_message: 'This payment could not be completed.',
    };
    await waitFor(() => expect(results()).toEqual([ended]));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('This payment could not be completed.');
    expect(payButton().getAttribute('aria-disabled')).toBe('true');

    frame.receive(SUBMIT);
    await settle();
    expect(client.pay).toHaveBeenCalledTimes(1);
    expect(results()).toEqual([ended, ended]);
  });

  it("asks the page to show a 3-D Secure challenge; the page's cancel ends it as a decline", async () => {
    const { frame, client, results } = await setup();
    const challenge = 'https://kassa.test/sandbox/acs/ch_1';
    client.pay.mockResolvedValue(
      paid({
        outcome: 'ACTION',
        action: { kind: 'three_ds', challenge_url: challenge },
        attempts_left: 3,
      }),
    );
    const failed = { error_code: 1320, error_message: '3-D Secure authentication failed' };
    client.cancelAction.mockResolvedValue(
      paid({ outcome: 'RETRY', error: failed, attempts_left: 2 }),
    );
    fillCard();
    frame.receive(SUBMIT);

    // No dialog of the form's own: the iframe is too small; the page shows the window.
    await waitFor(() =>
      expect(frame.posted()).toContainEqual({
        kassa: 1,
        type: 'challenge',
        url: `${challenge}?theme=LIGHT`,
        look: expect.objectContaining({ scheme: 'light' }),
        // The overlay's words, in the form's language: the page's script carries none.
        texts: {
          title: 'Confirm your payment',
          cancel: 'Cancel',
          frame: '3-D Secure verification',
        },
      }),
    );
    // What the page receives passes its guard (the look included).
    for (const message of frame.posted()) expect(isFormMessage(message)).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      'Complete the verification in the window that opened.',
    );

    frame.receive({ kassa: 1, type: 'challenge-cancel' }, { origin: 'https://evil.example' });
    expect(client.cancelAction).not.toHaveBeenCalled();
    frame.receive({ kassa: 1, type: 'challenge-cancel' });
    await waitFor(() =>
      expect(results()).toEqual([
        { success: false, retry: true, error_code: 1320, error_message: failed.error_message },
      ]),
    );
    expect(client.cancelAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(frame.posted().at(-1)).toEqual({ kassa: 1, type: 'challenge-end' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the open challenge of a session loaded while it is PROCESSING', async () => {
    const action = {
      kind: 'three_ds',
      challenge_url: 'https://kassa.test/sandbox/acs/ch_2',
    } as const;
    const { frame } = await setup(embeddedSession({ state: 'PROCESSING', action }));
    await waitFor(() =>
      expect(frame.posted()).toContainEqual({
        kassa: 1,
        type: 'challenge',
        url: `${action.challenge_url}?theme=LIGHT`,
        look: expect.objectContaining({ scheme: 'light' }),
        // The overlay's words, in the form's language: the page's script carries none.
        texts: {
          title: 'Confirm your payment',
          cancel: 'Cancel',
          frame: '3-D Secure verification',
        },
      }),
    );
    const busy = screen.getByRole('button', { name: /Processing/ });
    expect(busy.getAttribute('aria-busy')).toBe('true');
  });

  it('reports invalid card fields with retry (from the page or the button) and sends nothing', async () => {
    const { frame, client, results } = await setup();
    const invalid = {
      success: false,
      retry: true,
      error_message: 'Check the card details and try again.',
    };
    frame.receive(SUBMIT);
    expect(results()).toEqual([invalid]);
    await waitFor(() => expect(field('Card number').getAttribute('aria-invalid')).toBe('true'));

    fireEvent.click(payButton());
    expect(results()).toEqual([invalid, invalid]);
    expect(client.pay).not.toHaveBeenCalled();
  });

  it('reports a network failure with retry and the message the form shows', async () => {
    const { frame, client, results } = await setup();
    client.pay.mockResolvedValue({ ok: false, kind: 'network' });
    client.getSession.mockResolvedValue({ ok: false, kind: 'network' });
    fillCard();
    frame.receive(SUBMIT);
    await waitFor(() =>
      expect(results()).toEqual([{ success: false, retry: true, error_message: NETWORK_MESSAGE }]),
    );
    expect(screen.getByRole('alert').textContent).toBe(NETWORK_MESSAGE);
  });

  it('follows a PENDING payment until it settles, then reports it', async () => {
    const { frame, client, timers, results } = await setup();
    client.pay.mockResolvedValue(paid({ outcome: 'PENDING', attempts_left: 4 }));
    client.getSession
      .mockResolvedValueOnce(view({ state: 'PROCESSING' }))
      .mockResolvedValueOnce(view({ state: 'SUCCEEDED', redirect_url: OK_URL }));
    fillCard();
    frame.receive(SUBMIT);
    // The answer is applied (with the decline advice's chunk, which loads beside it): a poll is due.
    await waitFor(() => expect(timers.pending()).toContain(1000));
    expect(results()).toEqual([]);
    timers.advance(1000);
    await settle();
    expect(results()).toEqual([]);
    timers.advance(1000);
    await settle();
    expect(results()).toEqual([{ success: true, url: OK_URL }]);
  });

  it('re-reads the session on 409 and, when its time is up, calls the timeout handler', async () => {
    const { frame, client, results, types } = await setup();
    client.pay.mockResolvedValue({ ok: false, kind: 'http', status: 409, errors: [] });
    client.getSession.mockResolvedValue(view({ state: 'EXPIRED', redirect_url: TIMEOUT_URL }));
    fillCard();
    frame.receive(SUBMIT);
    await waitFor(() => expect(types()).toEqual(['ready', 'timeout']));
    expect(results()).toEqual([]);
    // A later submit pays nothing and hears the ending again.
    frame.receive(SUBMIT);
    await waitFor(() => expect(results()).toMatchObject([{ success: false, retry: false }]));
    expect(types().filter((type) => type === 'timeout')).toHaveLength(1);
    expect(client.pay).toHaveBeenCalledTimes(1);
  });

  it('reports a session that is already over, after ready, and shows the form inert', async () => {
    const { results, types, navigate } = await setup(
      embeddedSession({ state: 'SUCCEEDED', redirect_url: OK_URL }),
    );
    await waitFor(() => expect(types()).toEqual(['ready', 'result']));
    expect(results()).toEqual([{ success: true, url: OK_URL }]);
    expect(navigate).not.toHaveBeenCalled();
    expect(payButton().getAttribute('aria-disabled')).toBe('true');
  });

  it('reports a session that failed before it was loaded, with its reason', async () => {
    const { results } = await setup(embeddedSession({ state: 'FAILED', redirect_url: FAIL_URL }));
    await waitFor(() =>
      expect(results()).toEqual([
        {
          success: false,
          retry: false,
          error_code: 2903,
          error_message: 'Processor malfunction',
          url: FAIL_URL,
        },
      ]),
    );
  });

  it('sends timeout once when the session expires, and then refuses to pay', async () => {
    const { frame, client, timers, navigate, types, results } = await setup();
    client.getSession.mockResolvedValue(view({ state: 'EXPIRED', redirect_url: TIMEOUT_URL }));
    fillCard();

    timers.advance(10 * 60 * 1000 + 1000);
    await settle();
    timers.advance(60 * 60 * 1000);
    await settle();

    expect(types()).toEqual(['ready', 'timeout']);
    expect(navigate).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This payment form has expired.'),
    );
    expect(payButton().getAttribute('aria-disabled')).toBe('true');

    // Documented in embedded-mode.ts: a later submit pays nothing and hears retry false.
    frame.receive(SUBMIT);
    fireEvent.click(payButton());
    await settle();
    expect(client.pay).not.toHaveBeenCalled();
    expect(types().filter((t) => t === 'timeout')).toHaveLength(1);
    expect(results()).toEqual([
      {
        success: false,
        retry: false,
        error_code: 2904,
        error_message: 'Timeout',
        url: TIMEOUT_URL,
      },
    ]);
  });
});

describe('HostedPage framed where it may not talk to the parent', () => {
  it('shows an error and posts nothing for an origin the session does not allow', async () => {
    const { frame, client } = await setup(embeddedSession(), {
      claimedOrigin: 'https://evil.example',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This payment form cannot be shown on this site.',
    );
    expect(screen.queryByLabelText('Card number')).toBeNull();
    frame.receive(SUBMIT, { origin: 'https://evil.example' });
    await settle();
    expect(frame.parent.postMessage).not.toHaveBeenCalled();
    expect(frame.listenerCount()).toBe(0);
    expect(client.pay).not.toHaveBeenCalled();
  });

  it('refuses when the browser names another parent than the fragment', async () => {
    const { frame } = await setup(embeddedSession(), { ancestorOrigins: ['https://evil.example'] });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This payment form cannot be shown on this site.',
    );
    expect(frame.parent.postMessage).not.toHaveBeenCalled();
  });

  it('has no bridge for a HOSTED session, and leaves as a hosted page does', async () => {
    const { frame, client, navigate, timers } = await setup(sessionFixture({ ui_mode: 'HOSTED' }));
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    expect(frame.listenerCount()).toBe(0);
    client.pay.mockResolvedValue(
      paid({ outcome: 'SUCCESS', redirect_url: OK_URL, attempts_left: 0 }),
    );
    fillCard();
    fireEvent.click(payButton());
    // The success moment first, then the shop's page.
    await screen.findByText('Payment successful');
    timers.advance(SUCCESS_HOLD_MS);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(OK_URL));
    expect(frame.parent.postMessage).not.toHaveBeenCalled();
  });
});

describe('HostedPage with an EMBEDDED session opened top-level', () => {
  it('behaves as a hosted page', async () => {
    const { client, navigate, timers } = await setup(embeddedSession(), { framed: false });
    client.pay.mockResolvedValue(
      paid({ outcome: 'SUCCESS', redirect_url: OK_URL, attempts_left: 0 }),
    );
    fillCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $12.50' }));
    await screen.findByText('Payment successful');
    timers.advance(SUCCESS_HOLD_MS);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(OK_URL));
    expect(screen.getByRole('status').textContent).toContain('Redirecting…');
  });
});

describe('HostedPage theme when embedded', () => {
  it("carries the embed's config.theme from the fragment, before and after the session loads", async () => {
    const frame = fakeFrame();
    const session = embeddedSession({
      payment_form_override: { theme_type: 'DARK', theme_variables: { textColor: 'navy' } },
    });
    const page = createHostedPage(
      {
        getSession: vi
          .fn<ApiClient['getSession']>()
          .mockResolvedValue({ ok: true, value: session }),
        pay: vi.fn<ApiClient['pay']>(),
        cancelAction: vi.fn<ApiClient['cancelAction']>(),
      },
      {
        messages: englishMessages,
        navigate: vi.fn(),
        now: () => FIXTURE_NOW,
        schedule: manualSchedule().schedule,
        frame: {
          hash: `#${encodeEmbedParams({ parentOrigin: PARENT_ORIGIN, theme: 'BROWSER' })}`,
          window: frame.window,
          ...fakeContent().followed,
        },
      },
    );
    expect(page.themeLayers.value).toEqual({
      merchant: null,
      override: null,
      embedTheme: 'BROWSER',
    });
    await page.load();
    expect(page.themeLayers.value).toEqual({
      merchant: null,
      override: session.payment_form_override,
      embedTheme: 'BROWSER',
    });
    // The embed's theme type wins over the override's (themes/resolve-theme.ts).
    expect(resolveTheme(page.themeLayers.value)).toMatchObject({
      themeType: 'BROWSER',
      variables: { '--kassa-text-color': 'navy' },
    });
  });
});
