import { cleanup, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createFakeBackoffice,
  settingsFixture,
} from '../../test-support/fake-backoffice-client.ts';
import { renderApp } from '../../test-support/render-app.tsx';

// Settings: every field of the merchant's settings, a save that sends what changed, the server's
// refusals next to the field they name, and the logo's upload and removal.

afterEach(cleanup);

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
/** The text the field's aria-describedby points at: its hint and its error. */
const description = (element: HTMLElement): string =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function openSettings(fake = createFakeBackoffice()) {
  const rendered = renderApp(fake, '/backoffice/settings?merchant=m_sandbox');
  await screen.findByRole('textbox', { name: 'Callback URL' });
  return { fake, ...rendered };
}

describe('the Settings page', () => {
  it('shows a loading state, then every setting as stored', async () => {
    const fake = createFakeBackoffice();
    fake.settings.set(
      'm_sandbox',
      settingsFixture({
        allowed_origins: ['https://shop.example', 'https://www.shop.example'],
        theme: { theme_type: 'DARK' },
        form: {
          logo_url: '/merchant-logo/m_sandbox/1',
          require_cardholder_name: true,
          saved_card_without_code: false,
          straight_to_method: true,
        },
      }),
    );
    const release = fake.holdNext('getSettings');
    renderApp(fake, '/backoffice/settings');
    await waitFor(() => expect(fake.argsOf('getSettings')).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    release();
    await screen.findByRole('textbox', { name: 'Callback URL' });
    expect(input('Callback URL').value).toBe('https://shop.example/postbacks');
    expect(input('Allowed origins').value).toBe('https://shop.example\nhttps://www.shop.example');
    expect(input('Base currency').value).toBe('EUR');
    expect(JSON.parse(input('Theme (payment_form_override JSON)').value)).toEqual({
      theme_type: 'DARK',
    });
    expect(input('Payout prerequisites').value).toBe('BANK_TRANSFER_PROCESSOR');
    expect(input('Rebill retries').value).toBe('1d, 2d, 5d');
    expect(checkbox('Tokens (POST /v1/token) are on').checked).toBe(true);
    expect(checkbox('Ask for the cardholder’s name').checked).toBe(true);
    expect(checkbox('Saved cards pay without their security code').checked).toBe(false);
    expect(checkbox('Go straight to the one alternative method a checkout gives').checked).toBe(
      true,
    );
    expect(screen.getByRole('img', { name: 'Current logo' }).getAttribute('src')).toBe(
      '/merchant-logo/m_sandbox/1',
    );
  });

  it('saves only what changed, and says so', async () => {
    const { fake, user } = await openSettings();
    await user.clear(input('Callback URL'));
    await user.type(input('Callback URL'), 'https://shop.example/kassa');
    await user.click(checkbox('Ask for the cardholder’s name'));
    await user.clear(input('Rebill retries'));
    await user.type(input('Rebill retries'), '2d 12h');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(fake.argsOf('updateSettings')).toEqual([
      [
        'm_sandbox',
        {
          callback_url: 'https://shop.example/kassa',
          rebill_retry_seconds: [172_800, 43_200],
          form: { require_cardholder_name: true },
        },
      ],
    ]);
    expect(fake.settings.get('m_sandbox')?.callback_url).toBe('https://shop.example/kassa');
  });

  it('sends nothing when nothing changed, and says so', async () => {
    const { fake, user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Nothing changed: nothing was saved.');
    expect(fake.argsOf('updateSettings')).toEqual([]);
  });

  it('sends null for an emptied callback URL and an emptied theme', async () => {
    const fake = createFakeBackoffice();
    fake.settings.set('m_sandbox', settingsFixture({ theme: { theme_type: 'LIGHT' } }));
    const { user } = await openSettings(fake);
    await user.clear(input('Callback URL'));
    await user.clear(input('Theme (payment_form_override JSON)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(fake.argsOf('updateSettings')[0]?.[1]).toEqual({ callback_url: null, theme: null });
  });

  it("shows the server's refusal under the field it names, and what names no field above the form", async () => {
    const { fake, user } = await openSettings();
    fake.failNext(
      'updateSettings',
      400,
      'allowed_origins[1] must be an origin: scheme://host[:port]',
      'callback_url must be an https URL',
    );
    await user.type(input('Allowed origins'), '{Enter}shop.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(description(input('Allowed origins'))).toContain(
        'allowed_origins[1] must be an origin',
      ),
    );
    expect(input('Allowed origins').getAttribute('aria-invalid')).toBe('true');
    expect(description(input('Callback URL'))).toContain('callback_url must be an https URL');
    expect(input('Base currency').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Saved.')).toBeNull();

    fake.failNext('updateSettings', 403, 'the CSRF token does not match this session');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByText('the CSRF token does not match this session');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
  });

  it('refuses a theme that is not JSON and retry waits without their units before sending', async () => {
    const { fake, user } = await openSettings();
    await user.type(input('Theme (payment_form_override JSON)'), '{{"theme_type": ');
    await user.clear(input('Rebill retries'));
    await user.type(input('Rebill retries'), '1d, three');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(description(input('Theme (payment_form_override JSON)'))).toContain(
        'theme must be a JSON object',
      ),
    );
    expect(description(input('Rebill retries'))).toContain('waits with their units');
    expect(fake.argsOf('updateSettings')).toEqual([]);
  });

  it('uploads a logo and shows it; removes it again', async () => {
    const { fake, user } = await openSettings();
    expect(screen.getByText('No logo: checkouts show the shop’s name.')).toBeTruthy();
    const logo = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    });
    await user.upload(input('Logo image'), logo);
    await user.click(screen.getByRole('button', { name: 'Upload logo' }));
    await screen.findByText('Logo uploaded.');
    expect(fake.argsOf('uploadLogo')).toEqual([['m_sandbox', logo]]);
    expect(screen.getByRole('img', { name: 'Current logo' }).getAttribute('src')).toBe(
      '/merchant-logo/m_sandbox/1',
    );
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    await screen.findByText('Logo removed.');
    expect(screen.queryByRole('img', { name: 'Current logo' })).toBeNull();
  });

  it("shows the logo's refusal next to the logo field", async () => {
    const { fake, user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Upload logo' }));
    await waitFor(() =>
      expect(description(input('Logo image'))).toContain('Choose an image first.'),
    );
    expect(fake.argsOf('uploadLogo')).toEqual([]);
    fake.failNext('uploadLogo', 400, 'the logo must be at most 256 KB');
    await user.upload(input('Logo image'), new File(['x'], 'big.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Upload logo' }));
    await waitFor(() =>
      expect(description(input('Logo image'))).toContain('the logo must be at most 256 KB'),
    );
  });

  it('says why the settings did not load, and loads them again on request', async () => {
    const fake = createFakeBackoffice();
    fake.dropNext('getSettings');
    const { user } = renderApp(fake, '/backoffice/settings');
    await screen.findByText(/could not be reached/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('textbox', { name: 'Callback URL' });
  });
});
