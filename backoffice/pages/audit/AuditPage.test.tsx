import { cleanup, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { auditFixture, createFakeBackoffice } from '../../test-support/fake-backoffice-client.ts';
import { renderApp } from '../../test-support/render-app.tsx';

// The audit log: the merchant's entries newest first, fifty at a time, "Older entries" adding the
// next page under the ones shown until the oldest.

afterEach(cleanup);

const shownEntries = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .filter((heading) => heading.textContent?.startsWith('settings.update'));

describe('the audit log page', () => {
  it('pages through the entries', async () => {
    const fake = createFakeBackoffice();
    fake.audit = Array.from({ length: 120 }, (_, n) => auditFixture(n));
    const { user } = renderApp(fake, '/backoffice/audit?merchant=m_sandbox');
    await screen.findByRole('heading', { level: 2, name: 'settings.update 0' });
    expect(shownEntries()).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Older entries' }));
    await waitFor(() => expect(shownEntries()).toHaveLength(100));
    await user.click(screen.getByRole('button', { name: 'Older entries' }));
    await waitFor(() => expect(shownEntries()).toHaveLength(120));
    expect(screen.queryByRole('button', { name: 'Older entries' })).toBeNull();
    expect(screen.getByText('The oldest entry is shown.')).toBeTruthy();
    expect(fake.argsOf('listAudit')).toEqual([
      [{ merchantId: 'm_sandbox', limit: 50 }],
      [{ merchantId: 'm_sandbox', limit: 50, before: 'audit_49' }],
      [{ merchantId: 'm_sandbox', limit: 50, before: 'audit_99' }],
    ]);
  });

  it('shows who changed what, and when', async () => {
    const fake = createFakeBackoffice();
    fake.audit = [
      {
        ...auditFixture(1),
        action: 'api_key.revoke',
        actor: { kind: 'API_KEY', name: 'Production …a1b2', id: 'key_1' },
        target: 'key_2',
        changes: { revoked_at: { from: null, to: '2026-11-28T12:00:00.000Z' } },
      },
    ];
    renderApp(fake, '/backoffice/audit');
    const entry = (
      await screen.findByRole('heading', { level: 2, name: 'api_key.revoke' })
    ).closest('li') as HTMLElement;
    expect(entry.textContent).toContain('WhenNov 2, 2026, 10:00 AM UTC');
    expect(entry.textContent).toContain('WhoAPI key: Production …a1b2');
    expect(entry.textContent).toContain('Targetkey_2');
    expect(entry.textContent).toContain('revoked_at: — → 2026-11-28T12:00:00.000Z');
  });

  it('says when nothing has been recorded', async () => {
    renderApp(createFakeBackoffice(), '/backoffice/audit');
    await screen.findByText('Nothing recorded yet.');
    expect(screen.queryByRole('button', { name: 'Older entries' })).toBeNull();
  });

  it('keeps the entries shown when the next page fails, and says why', async () => {
    const fake = createFakeBackoffice();
    fake.audit = Array.from({ length: 60 }, (_, n) => auditFixture(n));
    const { user } = renderApp(fake, '/backoffice/audit');
    await screen.findByRole('heading', { level: 2, name: 'settings.update 0' });
    fake.dropNext('listAudit');
    await user.click(screen.getByRole('button', { name: 'Older entries' }));
    await screen.findByText(/could not be reached/);
    expect(shownEntries()).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Older entries' }));
    await waitFor(() => expect(shownEntries()).toHaveLength(60));
  });
});
