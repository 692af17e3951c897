import { cleanup, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeBackoffice } from '../../test-support/fake-backoffice-client.ts';
import { renderApp } from '../../test-support/render-app.tsx';

// Operators (administrators only): a new operator for one merchant or for all, and the password
// the server made, shown once.

afterEach(cleanup);

async function openPage() {
  const fake = createFakeBackoffice();
  const rendered = renderApp(fake, '/backoffice/operators?merchant=m_roastery');
  await screen.findByRole('textbox', { name: 'Login' });
  return { fake, ...rendered };
}

describe('the operators page', () => {
  it('creates a merchant user for the merchant chosen, and shows the password once', async () => {
    const { fake, user } = await openPage();
    const merchant = screen.getByRole('combobox', { name: 'Their merchant' }) as HTMLSelectElement;
    // The merchant chosen in the switcher, to begin with.
    await waitFor(() => expect(merchant.value).toBe('m_roastery'));
    await user.type(screen.getByRole('textbox', { name: 'Login' }), 'barista');
    await user.click(screen.getByRole('button', { name: 'Create operator' }));
    const password = (await screen.findByLabelText(
      'Operator barista was created. Their password:',
    )) as HTMLInputElement;
    expect(password.value).toBe('generated-password-123');
    expect(fake.argsOf('createOperator')).toEqual([
      [{ login: 'barista', role: 'MERCHANT', merchant_id: 'm_roastery' }],
    ]);
  });

  it('creates an administrator with no merchant', async () => {
    const { fake, user } = await openPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'ADMIN');
    expect(screen.queryByRole('combobox', { name: 'Their merchant' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Login' }), 'root2');
    await user.click(screen.getByRole('button', { name: 'Create operator' }));
    await screen.findByLabelText('Operator root2 was created. Their password:');
    expect(fake.argsOf('createOperator')).toEqual([
      [{ login: 'root2', role: 'ADMIN', merchant_id: null }],
    ]);
  });

  it("shows the server's refusal next to the login", async () => {
    const { fake, user } = await openPage();
    fake.failNext('createOperator', 400, 'login is taken');
    await user.type(screen.getByRole('textbox', { name: 'Login' }), 'admin');
    await user.click(screen.getByRole('button', { name: 'Create operator' }));
    await waitFor(() =>
      expect(document.getElementById('login-error')?.textContent).toBe('login is taken'),
    );
    expect(screen.queryByText(/was created/)).toBeNull();
  });
});
