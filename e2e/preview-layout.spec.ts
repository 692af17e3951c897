import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { type KassaServer, startKassa } from './support/kassa-server.ts';
import { loadEveryPanel } from './support/preview-panels.ts';

// The designer preview's first screen. "Create a test checkout" is on screen
// without scrolling, and no themed panel runs off the right edge: a row of panels too wide for the
// stage wraps, so every panel is whole at its true width and the page never scrolls sideways. Real
// Chromium at a laptop, a small laptop or tablet, and a phone.

let kassa: KassaServer;

test.beforeAll(async () => {
  kassa = await startKassa();
});

test.afterAll(async () => {
  await kassa?.stop();
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} is not rendered`);
  return found;
}

/** Boxes in page coordinates (boundingBox is relative to the viewport, which may be scrolled). */
async function pageBoxes(locator: Locator): Promise<Box[]> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      return {
        x: rect.x + window.scrollX,
        y: rect.y + window.scrollY,
        width: rect.width,
        height: rect.height,
      };
    }),
  );
}

const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The preview with every panel loaded: each loads as it comes near the viewport. */
async function openPreview(page: Page): Promise<void> {
  await page.goto(kassa.url);
  await loadEveryPanel(page);
}

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('"Create a test checkout" is on the first screen, and it does not move as panels load', async ({
      page,
    }) => {
      await page.goto(kassa.url, { waitUntil: 'domcontentloaded' });
      const button = page.getByRole('button', { name: 'Create a test checkout' });
      await expect(button).toBeVisible();
      const first = await box(button);
      // The panels in reach of the first screen load by themselves: the first row where they stand
      // beside the editor (from 1088 px), none where the editor stacks above them. None of them
      // may scroll the page or move the button.
      await expect(page.locator('#preview-root')).not.toHaveAttribute('inert');
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const loaded = page.locator('iframe.preview-frame');
      // A frame comes once the browser reports its place near: waited for where it must come.
      if (viewport.width >= 1088) await expect.poll(() => loaded.count()).toBeGreaterThan(0);
      else expect(await loaded.count()).toBe(0);
      for (const frame of await loaded.all()) {
        await expect(frame.contentFrame().locator('.preview-panel')).toBeAttached();
      }
      expect(await page.evaluate(() => window.scrollY), 'nothing scrolled the page').toBe(0);
      expect(await box(button), 'loading the first panels moves nothing').toEqual(first);
      // Then every other panel, as the designer scrolls past them and back.
      await loadEveryPanel(page);
      const settled = await box(button);
      expect(settled.x).toBeGreaterThanOrEqual(0);
      expect(settled.y).toBeGreaterThanOrEqual(0);
      expect(settled.x + settled.width).toBeLessThanOrEqual(viewport.width);
      expect(settled.y + settled.height, 'above the fold').toBeLessThanOrEqual(viewport.height);
      expect(settled, 'the initial paint does not jump').toEqual(first);
    });

    test('every panel is whole: none passes the right edge, none overlaps another part', async ({
      page,
    }) => {
      await openPreview(page);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(viewport.width);

      const figures = page.getByRole('figure');
      const panels = await pageBoxes(figures);
      expect(panels).toHaveLength(6);
      for (const [index, panel] of panels.entries()) {
        const caption = await figures.nth(index).locator('figcaption').innerText();
        expect(panel.x, `${caption}: left edge`).toBeGreaterThanOrEqual(0);
        expect(panel.x + panel.width, `${caption}: right edge`).toBeLessThanOrEqual(viewport.width);
      }
      // Each panel's frame is whole inside its panel's row: nothing clips it.
      for (const row of await page.locator('.preview-panels').all()) {
        const clipped = await row.evaluate((element) => element.scrollWidth > element.clientWidth);
        expect(clipped, 'a row of panels cuts a panel off').toBe(false);
      }

      const parts = [
        ...(await pageBoxes(page.locator('header'))),
        ...(await pageBoxes(page.locator('.preview-sidebar'))),
        ...panels,
      ];
      for (const [i, a] of parts.entries()) {
        for (const b of parts.slice(i + 1)) expect(overlap(a, b), 'parts overlap').toBe(false);
      }
      // The BROWSER panel at desktop width is the widest row's last: the one that was cut off.
      const browser = page.getByRole('figure', { name: /^BROWSER/ }).last();
      await browser.scrollIntoViewIfNeeded();
      const seen = await box(browser);
      expect(seen.x + seen.width).toBeLessThanOrEqual(viewport.width);
    });

    test('the editor stays beside the panels as they scroll, or stacks above them on a narrow screen', async ({
      page,
    }) => {
      await openPreview(page);
      const editor = page.getByRole('region', { name: 'payment_form_override' });
      const last = page.getByRole('figure', { name: /^BROWSER/ }).last();
      // Two columns from 68rem (1088 px); the narrower viewports stack.
      if (viewport.width >= 1088) {
        // Down to the desktop-width panels, well past the editor's place on the first screen.
        await page
          .getByRole('heading', { name: 'Desktop (480 px)' })
          .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
        expect(await page.evaluate(() => window.scrollY), 'the page scrolled').toBeGreaterThan(500);
        await expect(
          editor.getByRole('heading', { name: 'payment_form_override' }),
        ).toBeInViewport();
        expect((await box(editor)).x + (await box(editor)).width).toBeLessThanOrEqual(
          (await box(last)).x,
        );
      } else {
        const [sidebar] = await pageBoxes(page.locator('.preview-sidebar'));
        const [stage] = await pageBoxes(page.getByRole('region', { name: 'Preview' }));
        expect(sidebar && stage && sidebar.y + sidebar.height <= stage.y, 'stacked above').toBe(
          true,
        );
      }
    });

    test('axe finds no WCAG 2.2 A/AA violation', async ({ page }) => {
      await openPreview(page);
      await expectNoAxeViolations(page);
    });
  });
}
