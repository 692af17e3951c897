import { existsSync } from 'node:fs';

// The Chromium the tests drive: the system's when there is one (CHROMIUM_PATH, or Debian's
// /usr/bin/chromium), otherwise Playwright's own, installed with `npx playwright install chromium`.
export const systemChromium: string | undefined =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);

/**
 * The screenshot baselines were made with Debian's Chromium on Linux; fonts and anti-aliasing
 * differ elsewhere, so elsewhere they are skipped rather than failed.
 */
export const matchesScreenshotBaselines: boolean =
  process.platform === 'linux' && systemChromium !== undefined;
