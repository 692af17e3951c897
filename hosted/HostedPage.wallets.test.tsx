import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionView } from '../common/contract/session-api.ts';
import type { ApiClient } from '../src/checkout/api-client.ts';
import { encodeEmbedParams, type TResult } from '../src/protocol/messages.ts';
import { englishMessages } from '../src/test-support/english-messages.tsx';
import {
  FIXTURE_NOW,
  manualSchedule,
  sessionFixture,
} from '../src/test-support/session-fixture.ts';
import { HostedPage } from './HostedPage.tsx';
import { createHostedPage } from './page-model.ts';
import { fakeContent, fakeFrame, PARENT_ORIGIN } from './test-support/fake-frame.ts';

// The wallets in the embedded form: the sandbox sheet is part of the form, so it opens
// inside the frame, and a wallet's payment reports to the merchant page like the card's.

afterEach(cleanup);

const OK_URL = 'https://shop.test/ok';

const walletSession: SessionView = sessionFixture({
  ui_mode: 'EMBEDDED',
  embed_origins: [PARENT_ORIGIN],
  methods: ['CARD', 'GOOGLE_PAY'],
  wallets: {
    sandbox_sheet: true,
    merchant_name: 'Fern & Feather',
    country_code: 'NL',
    networks: ['VISA', 'MASTERCARD'],
  },
});

describe('wallet buttons in the embedded form', () => {
  it("pay through the sandbox sheet inside the frame and tell the merchant page's onResult", async () => {
    const frame = fakeFrame();
    const client = {
      getSession: vi.fn<ApiClient['getSession']>().mockResolvedValue({
        ok: true,
        value: walletSession,
      }),
      cancelAction: vi.fn<ApiClient['cancelAction']>(),
      pay: vi.fn<ApiClient['pay']>().mockResolvedValue({
        ok: true,
        value: { outcome: 'SUCCESS', redirect_url: OK_URL, attempts_left: 0 },
      }),
    };
    const page = createHostedPage(client, {
      messages: englishMessages,
      navigate: vi.fn(),
      now: () => FIXTURE_NOW,
      schedule: manualSchedule().schedule,
      frame: {
        hash: `#${encodeEmbedParams({ parentOrigin: PARENT_ORIGIN })}`,
        window: frame.window,
        ...fakeContent().followed,
      },
    });
    render(<HostedPage page={page} />);
    await page.load();

    fireEvent.click(await screen.findByRole('button', { name: 'Pay with Google Pay' }));
    const sheet = await screen.findByRole('dialog', { name: 'Google Pay (sandbox)' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Pay' }));

    const results = (): TResult[] =>
      frame.posted().flatMap((message) => (message.type === 'result' ? [message.result] : []));
    await waitFor(() => expect(results()).toEqual([{ success: true, url: OK_URL }]));
    expect(client.pay).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'GOOGLE_PAY',
        wallet: { token: 'sandbox:visa-approved', auth_method: 'PAN_ONLY' },
      }),
    );
  });
});
