import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeBackoffice, keyFixture } from '../../test-support/fake-backoffice-client.ts';
import { renderApp } from '../../test-support/render-app.tsx';

// API keys: the list (never a key itself), a new key shown once with its copy button, and a key's
// revocation now or at a time.

afterEach(cleanup);

const keyCard = (name: string): HTMLElement =>
  screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

async function openKeys(fake = createFakeBackoffice()) {
  const rendered = renderApp(fake, '/backoffice/keys');
  await screen.findByRole('heading', { level: 3, name: 'Production ending …a1b2' });
  return { fake, ...rendered };
}

describe('the API keys page', () => {
  it('lists each key by its label and last four, with its dates', async () => {
    const fake = createFakeBackoffice();
    fake.keys = [
      keyFixture(),
      keyFixture({
        key_id: 'key_2',
        label: '',
        last4: 'c3d4',
        last_used_at: null,
        revoked_at: '2026-11-20T08:00:00.000Z',
      }),
      keyFixture({
        key_id: 'key_3',
        label: 'Old',
        last4: 'e5f6',
        revoked_at: '2026-12-01T00:00:00.000Z',
      }),
    ];
    await openKeys(fake);
    const production = keyCard('Production ending …a1b2');
    expect(production.textContent).toContain('CreatedNov 1, 2026, 9:00 AM UTC');
    expect(production.textContent).toContain('Expiresnever');
    expect(production.textContent).toContain('Last usedNov 27, 2026, 6:30 PM UTC');
    // Revoked in the past: no button. Revoking in the future: still working, may be revoked now.
    const revoked = keyCard('(no label) ending …c3d4');
    expect(revoked.textContent).toContain('RevokedNov 20, 2026, 8:00 AM UTC');
    expect(within(revoked).queryByRole('button')).toBeNull();
    const revoking = keyCard('Old ending …e5f6');
    expect(revoking.textContent).toContain('RevokesDec 1, 2026, 12:00 AM UTC');
    expect(within(revoking).getByRole('button', { name: 'Revoke Old ending …e5f6' })).toBeTruthy();
  });

  it('says when there is no key', async () => {
    const fake = createFakeBackoffice();
    fake.keys = [];
    renderApp(fake, '/backoffice/keys');
    await screen.findByText('No keys yet.');
  });

  it('creates a key and shows it once, with a button that copies it', async () => {
    const { fake, user, clipboard } = await openKeys();
    await user.type(screen.getByRole('textbox', { name: 'Label' }), 'Checkout server');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const shown = (await screen.findByLabelText(
      'The new key: Checkout server ending …z9y8',
    )) as HTMLInputElement;
    expect(shown.value).toBe('sk_live_new_key_0000z9y8');
    expect(shown.readOnly).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await screen.findByText('Copied to the clipboard.');
    expect(clipboard).toEqual(['sk_live_new_key_0000z9y8']);
    expect(fake.argsOf('createKey')).toEqual([['m_sandbox', { label: 'Checkout server' }]]);
    // The list has it too, by its last four only.
    await screen.findByRole('heading', { level: 3, name: 'Checkout server ending …z9y8' });
    expect(keyCard('Checkout server ending …z9y8').textContent?.includes('sk_live_new_key')).toBe(
      false,
    );
  });

  it('sends an expiry given in UTC', async () => {
    const { fake, user } = await openKeys();
    const expires = screen.getByLabelText('Expires at, UTC (optional)') as HTMLInputElement;
    fireEvent.input(expires, { target: { value: '2027-01-31T18:30' } });
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(fake.argsOf('createKey')).toHaveLength(1));
    expect(fake.argsOf('createKey')[0]).toEqual([
      'm_sandbox',
      { expires_at: '2027-01-31T18:30:00.000Z' },
    ]);
  });

  it("shows the server's refusal next to the field it names", async () => {
    const { fake, user } = await openKeys();
    fake.failNext('createKey', 400, 'label must be at most 64 characters long');
    await user.type(screen.getByRole('textbox', { name: 'Label' }), 'x'.repeat(70));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const label = screen.getByRole('textbox', { name: 'Label' });
    await waitFor(() => expect(label.getAttribute('aria-invalid')).toBe('true'));
    const errorId = (label.getAttribute('aria-describedby') ?? '').split(' ').pop() ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(
      'label must be at most 64 characters long',
    );
  });

  it('revokes a key now', async () => {
    const { fake, user } = await openKeys();
    await user.click(screen.getByRole('button', { name: 'Revoke Production ending …a1b2' }));
    const form = screen.getByRole('form', { name: 'Revoke Production ending …a1b2' });
    // Focus moves into the form that replaced the button.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(form).getByRole('radio', { name: 'Now' })),
    );
    await user.click(within(form).getByRole('button', { name: 'Revoke' }));
    await screen.findByText('The key was revoked.');
    expect(fake.argsOf('revokeKey')).toEqual([['m_sandbox', 'key_1', {}]]);
    await waitFor(() =>
      expect(keyCard('Production ending …a1b2').textContent).toContain(
        'RevokedNov 28, 2026, 12:00 PM UTC',
      ),
    );
  });

  it('revokes a key at a time, which must be given', async () => {
    const { fake, user } = await openKeys();
    await user.click(screen.getByRole('button', { name: 'Revoke Production ending …a1b2' }));
    const form = screen.getByRole('form', { name: 'Revoke Production ending …a1b2' });
    await user.click(within(form).getByRole('radio', { name: 'At a time' }));
    await user.click(within(form).getByRole('button', { name: 'Revoke' }));
    const at = within(form).getByLabelText('Revoke at, UTC');
    await waitFor(() => expect(at.getAttribute('aria-invalid')).toBe('true'));
    expect(fake.argsOf('revokeKey')).toEqual([]);
    fireEvent.input(at, { target: { value: '2026-12-05T09:00' } });
    await user.click(within(form).getByRole('button', { name: 'Revoke' }));
    await screen.findByText('The key will stop working at the time given.');
    expect(fake.argsOf('revokeKey')).toEqual([
      ['m_sandbox', 'key_1', { at: '2026-12-05T09:00:00.000Z' }],
    ]);
  });

  it('closes the revocation on Cancel without sending anything', async () => {
    const { fake, user } = await openKeys();
    await user.click(screen.getByRole('button', { name: 'Revoke Production ending …a1b2' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Revoke Production ending …a1b2' })).toBeNull();
    expect(fake.argsOf('revokeKey')).toEqual([]);
  });
});
