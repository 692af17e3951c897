import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab until `target` has the focus, at most `limit` times. A field that moves the focus
 * on by itself once complete is then already there, and no key is pressed.
 */
export async function tabTo(page: Page, target: Locator, limit = 30): Promise<void> {
  for (let presses = 0; presses <= limit; presses += 1) {
    if (await target.evaluate((element) => element === element.ownerDocument.activeElement)) {
      // In a frame, the frame's element must hold the page's focus too.
      if (await target.evaluate((element) => element.ownerDocument.hasFocus())) return;
    }
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
