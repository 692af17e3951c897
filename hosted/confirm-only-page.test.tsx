import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionView } from '../common/contract/session-api.ts';
import type { ApiClient } from '../src/checkout/api-client.ts';
import { englishMessages } from '../src/test-support/english-messages.tsx';
import { manualSchedule, sessionFixture } from '../src/test-support/session-fixture.ts';
import { HostedPage } from './HostedPage.tsx';
import { createHostedPage } from './page-model.ts';

// A charge on a saved card that the shopper confirms with 3-D Secure (POST /v1/cit-sale): the page
// goes straight to the challenge, over the order summary, with no card form to fill in.

afterEach(cleanup);

const challengeUrl = 'https://pay.test/sandbox/acs/ch_1';

async function openPage(session: SessionView) {
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

describe('the hosted page of a confirm-only session', () => {
  it('opens the challenge at once and shows no card fields', async () => {
    await openPage(
      sessionFixture({
        state: 'PROCESSING',
        confirm_only: true,
        action: { kind: 'three_ds', challenge_url: challengeUrl },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toMatch(challengeUrl);
    expect(screen.queryByRole('textbox', { name: /card number/i })).toBeNull();
    expect(document.querySelector('form.kassa-card-form')?.hasAttribute('hidden')).toBe(true);
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('an ordinary session keeps its card form', async () => {
    await openPage(sessionFixture());
    expect(document.querySelector('form.kassa-card-form')?.hasAttribute('hidden')).toBe(false);
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeTruthy();
  });
});
