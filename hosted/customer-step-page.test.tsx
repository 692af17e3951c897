import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionView } from '../common/contract/session-api.ts';
import type { ApiClient } from '../src/checkout/api-client.ts';
import { englishMessages } from '../src/test-support/english-messages.tsx';
import { manualSchedule, sessionFixture } from '../src/test-support/session-fixture.ts';
import { HostedPage } from './HostedPage.tsx';
import { createHostedPage } from './page-model.ts';

// On the hosted page, a session that lists missing_customer_fields shows the form without
// waiting for the customer step's chunk (the card field is there at once, the customer fields'
// place kept, busy, until the chunk is in); a session without a language speaks the browser's,
// in its words (its catalog) and its amounts.

afterEach(cleanup);

function openPage(session: SessionView, browserLanguages: readonly string[]) {
  const client = {
    getSession: vi.fn<ApiClient['getSession']>().mockResolvedValue({ ok: true, value: session }),
    pay: vi.fn<ApiClient['pay']>(),
    cancelAction: vi.fn<ApiClient['cancelAction']>(),
  };
  const page = createHostedPage(client, {
    messages: englishMessages,
    navigate: vi.fn(),
    schedule: manualSchedule().schedule,
    browserLanguages,
  });
  render(<HostedPage page={page} />);
  return page;
}

const withoutLanguage = (overrides: Partial<SessionView> = {}): SessionView => {
  const { language: _language, ...session } = sessionFixture(overrides);
  return session;
};

describe('the hosted page and the customer step', () => {
  it('shows the card at once, the customer fields in their kept place once their chunk is in', async () => {
    const page = openPage(withoutLanguage({ missing_customer_fields: ['email', 'country_code'] }), [
      'fr-BE',
    ]);
    await page.load();
    expect(page.lang.value).toBe('fr');
    expect(screen.getByLabelText('Numéro de carte')).toBeTruthy();
    // The chunk is still on its way: its place shows the heading and labels, busy, nothing to focus.
    const kept = screen.getByText('Vos coordonnées').parentElement;
    expect(kept?.getAttribute('aria-busy')).toBe('true');
    expect(kept?.textContent).toBe('Vos coordonnéesE-mailPays de facturation');
    for (const box of kept?.querySelectorAll('input, select') ?? []) {
      expect((box as HTMLInputElement).disabled).toBe(true);
    }
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    expect(await screen.findByLabelText('E-mail')).toBeTruthy();
    expect(screen.getByText('Vos coordonnées').parentElement?.getAttribute('aria-busy')).toBeNull();
    expect((screen.getByLabelText('Pays de facturation') as HTMLSelectElement).value).toBe('BE');
    expect(page.formatLang.value).toBe('fr-BE');
    expect(screen.getByRole('button', { name: /^Payer/ }).textContent).toMatch(/12,50/);
  });

  it('uses the checkout language over the browser, and asks nothing the merchant sent', async () => {
    const page = openPage(sessionFixture({ language: 'en-us' }), ['de-DE']);
    await page.load();
    expect(screen.getByLabelText('Card number')).toBeTruthy();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    expect(page.formatLang.value).toBe('en-US');
  });

  it('speaks Japanese for a Japanese browser, its amounts formatted as in Japan', async () => {
    const page = openPage(withoutLanguage(), ['ja']);
    await page.load();
    expect(page.formatLang.value).toBe('ja-JP');
    expect(page.lang.value).toBe('ja');
    expect(screen.getByLabelText('カード番号')).toBeTruthy();
    const pay = screen.getByRole('button', { name: /を支払う$/ });
    // As Japan writes dollars (English as most of the world reads it writes "US$12.50").
    expect(pay.textContent).toBe('$12.50を支払う');
  });

  it("formats in the checkout's language, in its own lang, when it is not the page's", async () => {
    const page = openPage(sessionFixture({ language: 'de-de' }), ['ja']);
    await page.load();
    expect(page.lang.value).toBe('de');
    expect(page.formatLang.value).toBe('de-DE');
  });
});
