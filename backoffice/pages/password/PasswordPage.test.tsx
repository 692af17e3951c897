import { cleanup, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeBackoffice } from '../../test-support/fake-backoffice-client.ts';
import { renderApp } from '../../test-support/render-app.tsx';

// Changing one's password: the current one and the new one; the server's rules said next to the
// field they are about.

afterEach(cleanup);

async function openPage() {
  const fake = createFakeBackoffice();
  const rendered = renderApp(fake, '/backoffice/password');
  const current = (await screen.findByLabelText('Current password')) as HTMLInputElement;
  const next = screen.getByLabelText('New password') as HTMLInputElement;
  return { fake, current, next, ...rendered };
}

describe('the change password page', () => {
  it('changes the password and clears both fields', async () => {
    const { fake, user, current, next } = await openPage();
    await user.type(current, 'old password 1');
    await user.type(next, 'a new long password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('Your password was changed.');
    expect(fake.argsOf('changePassword')).toEqual([
      [{ current_password: 'old password 1', new_password: 'a new long password' }],
    ]);
    expect([current.value, next.value]).toEqual(['', '']);
  });

  it("shows the server's refusal next to the field it names", async () => {
    const { fake, user, current, next } = await openPage();
    fake.failNext('changePassword', 400, 'new_password must be at least 12 characters long');
    await user.type(current, 'old password 1');
    await user.type(next, 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(next.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('new_password-error')?.textContent).toBe(
      'new_password must be at least 12 characters long',
    );
    expect(current.getAttribute('aria-invalid')).toBeNull();
    expect(next.value).toBe('short');
  });
});
