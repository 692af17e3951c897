import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { INLINED_SHEET_TYPE, inlineLinkedSheets, styleInliner } from './inline-styles.ts';

describe('inlineLinkedSheets', () => {
  const page = '<head><link rel="stylesheet" crossorigin href="/assets/hosted-abc.css"></head>';

  it('puts a built sheet inline and leaves a link for Vite’s loader that no browser fetches', () => {
    const inliner = styleInliner(() => 'p{color:red}');
    const html = inlineLinkedSheets(page, inliner);
    const document = new new Window().DOMParser().parseFromString(html, 'text/html');
    expect(document.querySelector('style[data-kassa-built]')?.textContent).toBe('p{color:red}');
    const link = document.querySelector('link[rel="stylesheet"][href="/assets/hosted-abc.css"]');
    // A type that names no style language is what keeps browsers from fetching it; `disabled`
    // alone does not in Chromium 150.
    expect(link?.getAttribute('type')).toBe(INLINED_SHEET_TYPE);
    expect(INLINED_SHEET_TYPE).not.toBe('text/css');
    expect(link?.hasAttribute('disabled')).toBe(true);
    expect(inliner.styleSources).toHaveLength(1);
  });

  it('leaves a sheet linked when its text is unknown or could end its element', () => {
    for (const css of [null, '', 'p{background:url("data:image/svg+xml,</svg>")}']) {
      const inliner = styleInliner(() => css);
      expect(inlineLinkedSheets(page, inliner)).toBe(page);
      expect(inliner.styleSources).toEqual([]);
    }
  });
});
