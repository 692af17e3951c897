import { defineConfig } from '@playwright/test';
import { EVENT_BOUND_MS, TEST_BOUND_MS } from './e2e/support/bounds.ts';
import { systemChromium } from './e2e/support/system-chromium.ts';

// Real Chromium against the built pages and the real server: the system's when there is one,
// otherwise Playwright's own (e2e/support/system-chromium.ts).

export default defineConfig({
  testDir: 'e2e',
  // One migrated embedded database that every test server starts from (a copy each).
  globalSetup: './e2e/support/global-setup.ts',
  // Each spec file starts its own server; two at a time suit a two-core machine.
  workers: 2,
  fullyParallel: false,
  // Bounds, not waits (e2e/support/bounds.ts): generous, so a busy machine is never a failure.
  timeout: TEST_BOUND_MS,
  // A theme change repaints large areas; a new Chromium's anti-aliasing moves a few pixels only.
  expect: { timeout: EVENT_BOUND_MS, toHaveScreenshot: { maxDiffPixelRatio: 0.01 } },
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
