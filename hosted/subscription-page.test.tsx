import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionView } from '../common/contract/session-api.ts';
import type { ApiClient } from '../src/checkout/api-client.ts';
import { englishMessages } from '../src/test-support/english-messages.tsx';
import { manualSchedule, sessionFixture } from '../src/test-support/session-fixture.ts';
import { HostedPage } from './HostedPage.tsx';

// A subscription checkout on the hosted page: the form waits for the terms' chunk, so
// it shows with the terms and the consent line already in place; without the chunk it shows the
// retryable error rather than a form that does not say what the shopper agrees to.

afterEach(() => {
  cleanup();
  vi.doUnmock('../src/checkout/subscription.ts');
  vi.resetModules();
});

const trialSession = (): SessionView =>
  sessionFixture({
    currency_code: 'EUR',
    amount: '0.00',
    products: [
      {
        product_id: 'plan',
        product_name: 'Coffee plan',
        product_price: '0.00',
        is_optional: false,
        is_preselected: false,
        subscription: {
          charge_interval: 'DAY',
          charge_interval_value: 30,
          rebill_price: '9.90',
          trial: { interval: 'DAY', interval_value: 7 },
        },
      },
    ],
  });

async function openPage(session: SessionView) {
  // Imported here, so a test that mocks the chunk first gets a page model that loads the mock.
  const { createHostedPage } = await import('./page-model.ts');
  const client = {
    getSession: vi.fn<ApiClient['getSession']>().mockResolvedValue({ ok: true, value: session }),
    pay: vi.fn<ApiClient['pay']>(),
    cancelAction: vi.fn<ApiClient['cancelAction']>(),
  };
  const page = createHostedPage(client, {
    messages: englishMessages,
    navigate: vi.fn(),
    schedule: manualSchedule().schedule,
  });
  render(<HostedPage page={page} />);
  await page.load();
  return page;
}

describe('the hosted page and a subscription checkout', () => {
  it('shows the form once the terms are in: terms, consent and Start free trial at once', async () => {
    const page = await openPage(trialSession());
    expect(page.state.value.kind).toBe('ready');
    expect(screen.getByText('7-day free trial, then €9.90 every 30 days')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Start free trial' });
    expect(button.getAttribute('aria-describedby')).toBe('kassa-consent');
    expect(document.getElementById('kassa-consent')?.textContent).toMatch(
      /^By starting your free trial, you allow Fern & Feather to charge €9\.90 every 30 days/,
    );
  });

  it('a SALE with a one-time fee and a plan: the sum due today, the plan terms and the consent', async () => {
    // The session view of the reference's example (a 15.00 fee and 10.00 every 30 days), as
    // server/domain/checkout/sale-with-subscription.test.ts reads it from the server.
    const page = await openPage(
      sessionFixture({
        currency_code: 'EUR',
        amount: '25.00',
        products: [
          {
            product_id: 'fee',
            product_name: 'Setup fee',
            product_price: '15.00',
            is_optional: false,
            is_preselected: false,
          },
          {
            product_id: 'plan',
            product_name: 'Monthly plan',
            product_price: '10.00',
            is_optional: false,
            is_preselected: false,
            subscription: {
              charge_interval: 'DAY',
              charge_interval_value: 30,
              rebill_price: '10.00',
            },
          },
        ],
      }),
    );
    expect(page.state.value.kind).toBe('ready');
    expect(screen.getByText('€10.00 every 30 days')).toBeTruthy();
    expect(screen.getByText('Due today')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Pay €25.00' });
    expect(button.getAttribute('aria-describedby')).toBe('kassa-consent');
    expect(document.getElementById('kassa-consent')?.textContent).toBe(
      'By paying, you allow Fern & Feather to charge €10.00 every 30 days until you cancel.',
    );
  });

  it('a chunk that cannot be loaded shows the retryable error, not a form without the terms', async () => {
    vi.doMock('../src/checkout/subscription.ts', () => {
      throw new Error('network down');
    });
    const page = await openPage(trialSession());
    expect(page.state.value).toMatchObject({ kind: 'error', canRetry: true });
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
