import { cleanup, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeBackoffice, settingsFixture } from './test-support/fake-backoffice-client.ts';
import { renderApp } from './test-support/render-app.tsx';

// The app as an operator meets it: signed out, the sign-in page; signed in (or let in by the local
// shortcut), the shell with its navigation and merchant switcher around the page of the address.

afterEach(cleanup);

const field = (name: string) => screen.getByRole('textbox', { name });

describe('signing in', () => {
  it('shows the sign-in page to nobody signed in, and a refusal above the form', async () => {
    const fake = createFakeBackoffice({ signedIn: false });
    const { user } = renderApp(fake);
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(fake.argsOf('listMerchants')).toEqual([]);
    fake.failNext('signIn', 401, 'login or password is not right');
    await user.type(field('Login'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'login or password is not right',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Sign in');
  });

  it('signs in with the pair typed, then reads the session again and shows the shell', async () => {
    const fake = createFakeBackoffice({ signedIn: false });
    const { user } = renderApp(fake);
    await user.type(await screen.findByRole('textbox', { name: 'Login' }), 'admin');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(fake.argsOf('signIn')).toEqual([
      [{ login: 'admin', password: 'correct horse battery' }],
    ]);
    expect(fake.argsOf('getSession')).toHaveLength(2);
    expect(screen.getByText('Signed in as admin (ADMIN)')).toBeTruthy();
  });

  it('is skipped when the server lets the local developer in', async () => {
    const fake = createFakeBackoffice({
      signedIn: false,
      session: { local_shortcut: true, csrf_token: 'csrf_local' },
    });
    renderApp(fake);
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
    expect(screen.getByText('Signed in by the local shortcut')).toBeTruthy();
    // Signing out would only let this machine in again.
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    // The shortcut acts as an administrator: every page is offered.
    expect(screen.getByRole('link', { name: 'Operators' })).toBeTruthy();
  });

  it('says when Kassa cannot be reached, and tries again on request', async () => {
    const fake = createFakeBackoffice();
    fake.dropNext('getSession');
    const { user } = renderApp(fake);
    expect((await screen.findByRole('alert')).textContent).toContain('Kassa could not be reached');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
  });

  it('signs out', async () => {
    const fake = createFakeBackoffice();
    const { user } = renderApp(fake);
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(fake.argsOf('signOut')).toHaveLength(1);
  });
});

describe('the shell', () => {
  it('navigates by its links: the address follows, the current page is marked, focus goes to its heading', async () => {
    const fake = createFakeBackoffice();
    const { user, pushed } = renderApp(fake, '/backoffice/settings?merchant=m_roastery');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await user.click(within(nav).getByRole('link', { name: 'API keys' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'API keys' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(pushed).toEqual(['/backoffice/keys?merchant=m_roastery']);
    expect(within(nav).getByRole('link', { name: 'API keys' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(document.title).toBe('API keys – Kassa back office');
    await screen.findByRole('heading', { level: 3, name: 'Production ending …a1b2' });
    expect(fake.argsOf('listKeys')).toEqual([['m_roastery']]);
  });

  it('lists the merchants to switch between, and shows the page for the one chosen', async () => {
    const fake = createFakeBackoffice();
    fake.settings.set(
      'm_roastery',
      settingsFixture({ callback_url: 'https://roastery.example/hooks' }),
    );
    const { user, pushed } = renderApp(fake);
    const switcher = await screen.findByRole('combobox', { name: 'Merchant' });
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Kassa Demo Shop (sandbox)', 'Roastery']);
    expect(
      ((await screen.findByRole('textbox', { name: 'Callback URL' })) as HTMLInputElement).value,
    ).toBe('https://shop.example/postbacks');
    await user.selectOptions(switcher, 'm_roastery');
    await waitFor(() =>
      expect(
        (screen.getByRole('textbox', { name: 'Callback URL' }) as HTMLInputElement).value,
      ).toBe('https://roastery.example/hooks'),
    );
    expect(pushed).toEqual(['/backoffice/settings?merchant=m_roastery']);
  });

  it('offers a merchant user no Operators page, and names its one merchant instead of a switcher', async () => {
    const fake = createFakeBackoffice({
      session: {
        operator: {
          operator_id: 'op_2',
          login: 'ada',
          role: 'MERCHANT',
          merchant_id: 'm_roastery',
          created_at: '2026-11-01T00:00:00Z',
        },
      },
    });
    fake.merchants = fake.merchants.filter((merchant) => merchant.merchant_id === 'm_roastery');
    renderApp(fake, '/backoffice/operators');
    await screen.findByText('Merchant: Roastery');
    expect(screen.queryByRole('combobox', { name: 'Merchant' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Operators' })).toBeNull();
    expect(screen.getByText('Only an administrator may create operators.')).toBeTruthy();
  });

  it('says so when there is no merchant to show', async () => {
    const fake = createFakeBackoffice();
    fake.merchants = [];
    renderApp(fake);
    await screen.findByText('No merchant to show yet.');
    expect(fake.argsOf('getSettings')).toEqual([]);
  });

  it('follows the browser through its history', async () => {
    const fake = createFakeBackoffice();
    const { app } = renderApp(fake, '/backoffice/keys');
    await screen.findByRole('heading', { level: 1, name: 'API keys' });
    app.followAddress({ pathname: '/backoffice/audit', search: '' });
    await screen.findByRole('heading', { level: 1, name: 'Audit log' });
  });
});
