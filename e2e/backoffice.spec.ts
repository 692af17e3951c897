import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { initialLoad } from '../bench/bundle-sizes.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { type KassaServer, startKassa } from './support/kassa-server.ts';

// An operator in the back office, on the real server: signs in with the first admin's password
// from the start-up banner, changes the merchant's callback URL, reloads and finds it kept. Every
// page is checked with axe, reached by keyboard, and fits a 320 px screen; what the app fetched
// before its sign-in page is the shell that the size budget counts, and the sign-in page's chunk.

const publicDir = join(import.meta.dirname, '..', 'dist', 'public');
const CALLBACK_URL = 'https://merchant.example/kassa-postbacks';

let kassa: KassaServer;

test.beforeAll(async () => {
  // Off, so this loopback server asks for the password like any other would. A data folder of its
  // own, not a copy of the run's migrated database: the server that made that one created the
  // first admin, and only the start that creates it prints its password.
  kassa = await startKassa(
    { BACKOFFICE_LOCAL_SIGN_IN: 'off' },
    { dataDir: mkdtempSync(join(tmpdir(), 'kassa-e2e-backoffice-')) },
  );
});

test.afterAll(async () => {
  await kassa?.stop();
});

function adminPassword(): string {
  const found = /Back office sign-in:\s+admin \/ (\S+)/.exec(kassa.output());
  expect(found, "the start-up banner names the first admin's password").not.toBeNull();
  return found?.[1] ?? '';
}

/** The page has its data: no loading state left anywhere. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

async function checkPage(page: Page): Promise<void> {
  await settled(page);
  await expectNoAxeViolations(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
}

test('an operator signs in, changes the callback URL, and finds it kept after a reload', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (/\.(?:js|css)$/.test(url.pathname)) fetched.push(url.pathname);
  });
  await page.goto(`${kassa.url}/backoffice`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await checkPage(page);
  // The shell the budget counts, every file of it, and beyond it only the sign-in page's chunks.
  const shell = initialLoad(publicDir, 'backoffice/index.html');
  expect(fetched).toEqual(expect.arrayContaining(shell.files));
  const signIn = shell.lazy.find((chunk) => /\/SignInPage-/.test(chunk)) ?? '';
  const signInLoad = initialLoad(publicDir, signIn, shell.files).files;
  expect(fetched.filter((path) => !shell.files.includes(path)).sort()).toEqual(
    [...signInLoad].sort(),
  );

  await page.getByRole('textbox', { name: 'Login' }).fill('admin');
  await page.getByLabel('Password').fill(adminPassword());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const callback = page.getByRole('textbox', { name: 'Callback URL' });
  await expect(callback).toBeVisible();
  await checkPage(page);

  await callback.fill(CALLBACK_URL);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Callback URL' })).toHaveValue(CALLBACK_URL);
  // The change is in the audit log, by the operator who made it.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByText(CALLBACK_URL).first()).toBeVisible();
  await expect(page.getByText('Operator: admin').first()).toBeVisible();
});

test('every page passes axe, is reached by keyboard, and fits a 320 px screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`${kassa.url}/backoffice`);
  await page.getByRole('textbox', { name: 'Login' }).fill('admin');
  await page.getByLabel('Password').fill(adminPassword());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // The first Tab reaches the skip link, which takes focus past the header and navigation.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  // Settings last: a link to the page already shown moves nothing.
  for (const name of [
    'API keys',
    'Postback secret',
    'Audit log',
    'Operators',
    'Change password',
    'Settings',
  ]) {
    const link = page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name });
    await link.focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 1, name });
    await expect(heading).toBeFocused();
    await checkPage(page);
    // Nothing pushes the page sideways (a long address may scroll inside its own field).
    const widths = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(widths[0], `${name} scrolls sideways`).toBeLessThanOrEqual(widths[1] ?? 0);
  }
  // A visible focus ring: the theme's focus colour, drawn outside the focused control.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Callback URL' })).toBeFocused();
  const outline = await page.evaluate(
    () => getComputedStyle(document.activeElement as Element).outlineStyle,
  );
  expect(outline).toBe('solid');
});
