import { afterEach, describe, expect, it } from 'vitest';
import { resolveTheme } from '../../themes/resolve-theme.ts';
import { applyTheme } from './apply-theme.ts';

const html = document.documentElement;
let undo: (() => void) | null = null;
afterEach(() => {
  undo?.();
  undo = null;
});

describe('applyTheme', () => {
  it('sets data-theme and the variables on the root through the CSSOM', () => {
    undo = applyTheme(
      html,
      resolveTheme({
        override: { theme_type: 'DARK', color: 'teal', theme_variables: { maxWidth: '30rem' } },
      }),
    );
    expect(html.dataset.theme).toBe('dark');
    expect(html.style.getPropertyValue('--kassa-pay-btn-color')).toBe('teal');
    expect(html.style.getPropertyValue('--kassa-max-width')).toBe('30rem');
    expect(html.hasAttribute('style')).toBe(true);
  });

  it('adopts the rules as a stylesheet of the document, and undoes all of it', () => {
    const before = document.adoptedStyleSheets.length;
    const stop = applyTheme(
      html,
      resolveTheme({
        override: {
          theme_type: 'BROWSER',
          theme_variables: { textColor: 'navy' },
          theme_rules: { '.kassa-label': { 'text-transform': 'uppercase' } },
        },
      }),
    );
    expect(html.dataset.theme).toBe('browser');
    const adopted = document.adoptedStyleSheets.slice(before);
    expect(adopted).toHaveLength(1);
    expect(Array.from(adopted[0]?.cssRules ?? [], (rule) => rule.cssText).join('\n')).toMatch(
      /\[data-theme\] \.kassa-label \{ text-transform: uppercase; \}/,
    );

    stop();
    expect(html.dataset.theme).toBeUndefined();
    expect(html.style.getPropertyValue('--kassa-text-color')).toBe('');
    expect(document.adoptedStyleSheets).toHaveLength(before);
  });

  it('adopts nothing when there are no rules', () => {
    const before = document.adoptedStyleSheets.length;
    undo = applyTheme(html, resolveTheme({}));
    expect(html.dataset.theme).toBe('light');
    expect(document.adoptedStyleSheets).toHaveLength(before);
  });
});
