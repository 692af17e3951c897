import { expect, type FrameLocator, type Page } from '@playwright/test';

// The designer preview loads a panel once it comes near the viewport (preview/near-viewport.ts),
// so a test reaches a panel as a designer does: by scrolling to it.

const PANEL_TITLES = / theme, (phone|desktop) width$/;

/** The panel titled `title` ("LIGHT theme, phone width"), scrolled into view so it loads. */
export async function previewPanel(page: Page, title: string): Promise<FrameLocator> {
  const frame = page.locator(`iframe[title="${title}"]`);
  await frame.scrollIntoViewIfNeeded();
  return frame.contentFrame();
}

/** Scrolls to each of the six panels, waits for its form, and scrolls back to the top. */
export async function loadEveryPanel(page: Page): Promise<void> {
  const frames = page.getByTitle(PANEL_TITLES);
  await expect(frames).toHaveCount(6);
  for (const frame of await frames.all()) {
    await frame.scrollIntoViewIfNeeded();
    await expect(frame.contentFrame().locator('.preview-panel')).toBeAttached();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
