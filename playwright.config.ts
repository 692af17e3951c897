import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Real Chromium against the built pages and the real server. A system Chromium is used when there
// is one (CHROMIUM_PATH, or Debian's /usr/bin/chromium); otherwise Playwright's own browser,
// installed with `npx playwright install chromium`.
const systemChromium =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);

export default defineConfig({
  testDir: 'e2e',
  // Each spec file starts its own server; two at a time suit a two-core machine.
  workers: 2,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: systemChromium
      ? {
          executablePath: systemChromium,
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        }
      : {},
  },
});
