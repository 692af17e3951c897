import type { Locator } from '@playwright/test';

/** The colour the shopper sees behind an element: the first opaque background at or above it. */
export function backgroundBehind(element: Locator): Promise<string> {
  return element.evaluate((start) => {
    for (let node: Element | null = start; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)') return colour;
    }
    return 'none';
  });
}
