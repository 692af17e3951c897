import { expect, type FrameLocator, type Page } from '@playwright/test';

// The designer preview creates a panel's frame once its place comes near the viewport
// (preview/PanelGrid.tsx: until then a box of the frame's size, `data-frame-title`, holds it), so
// a test reaches a panel as a designer does: by scrolling to it.

export const PANEL_TITLES = [
  'LIGHT theme, phone width',
  'DARK theme, phone width',
  'BROWSER theme, phone width',
  'LIGHT theme, desktop width',
  'DARK theme, desktop width',
  'BROWSER theme, desktop width',
] as const;

/** The panel titled `title` ("LIGHT theme, phone width"), scrolled into view so it loads. */
export async function previewPanel(page: Page, title: string): Promise<FrameLocator> {
  const frame = page.locator(`iframe[title="${title}"]`);
  // Its place, or the frame itself when it came already.
  await page
    .locator(`[data-frame-title="${title}"], iframe[title="${title}"]`)
    .scrollIntoViewIfNeeded();
  await expect(frame).toBeAttached();
  await frame.scrollIntoViewIfNeeded();
  return frame.contentFrame();
}

/** Scrolls to each of the six panels, waits for its form, and scrolls back to the top. */
export async function loadEveryPanel(page: Page): Promise<void> {
  await expect(page.locator('.preview-frame')).toHaveCount(6);
  for (const title of PANEL_TITLES) {
    const panel = await previewPanel(page, title);
    await expect(panel.locator('.preview-panel')).toBeAttached();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
