import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionView } from '../../common/contract/session-api.ts';
import type { ApiClient } from '../checkout/api-client.ts';
import { createCheckoutModel } from '../checkout/model.ts';
import { englishMessages, inEnglish } from '../test-support/english-messages.tsx';
import {
  manualSchedule,
  sessionFixture,
  type WalletFixture,
} from '../test-support/session-fixture.ts';
import { WalletSlot } from './WalletSlot.tsx';

// The wallet buttons' place: kept at their exact height while their chunk loads when
// the sandbox sheet makes them known, so the card below never moves.

afterEach(cleanup);

const wallets = (sandbox_sheet: boolean): WalletFixture => ({
  sandbox_sheet,
  merchant_name: 'Shop',
  country_code: 'NL',
  networks: ['VISA'],
});

function renderSlot(session: SessionView) {
  const client = {
    getSession: vi.fn<ApiClient['getSession']>(),
    pay: vi.fn<ApiClient['pay']>(),
    cancelAction: vi.fn<ApiClient['cancelAction']>(),
  };
  const model = createCheckoutModel(session, client, {
    messages: englishMessages,
    onOutcome: () => {},
    schedule: manualSchedule().schedule,
  });
  return render(inEnglish(<WalletSlot model={model} />)).container;
}

describe('WalletSlot', () => {
  it("keeps the sandbox sheet's buttons' place until they arrive", async () => {
    const container = renderSlot(
      sessionFixture({ methods: ['CARD', 'APPLE_PAY', 'GOOGLE_PAY'], wallets: wallets(true) }),
    );
    expect((container.firstElementChild as HTMLElement).style.height).toBe('144px');
    await screen.findByRole('button', { name: 'Pay with Google Pay' });

    cleanup();
    const one = renderSlot(
      sessionFixture({ methods: ['CARD', 'GOOGLE_PAY'], wallets: wallets(true) }),
    );
    expect((one.firstElementChild as HTMLElement).style.height).toBe('84px');
  });

  it('keeps no place for real wallets, nor for a card-only checkout', () => {
    expect(
      renderSlot(sessionFixture({ methods: ['CARD', 'GOOGLE_PAY'], wallets: wallets(false) }))
        .childElementCount,
    ).toBe(0);
    cleanup();
    expect(renderSlot(sessionFixture()).childElementCount).toBe(0);
  });
});
