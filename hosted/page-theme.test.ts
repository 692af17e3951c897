import { afterEach, describe, expect, it } from 'vitest';
import type { ThemeLayers } from '../themes/theme-layers.ts';
import { createPageTheme } from './page-theme.ts';

afterEach(() => {
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('style');
});

async function applied(layers: ThemeLayers): Promise<HTMLElement> {
  const root = document.documentElement;
  const theme = createPageTheme(root);
  await theme.prepare(layers);
  theme.apply(layers);
  return root;
}

describe('the checkout page theme', () => {
  it('chooses the theme type without the variables checker when no layer sets a variable', async () => {
    const root = await applied({ merchant: { theme_type: 'DARK' }, override: null });
    expect(root.dataset.theme).toBe('dark');
    expect(root.getAttribute('style')).toBeNull();
  });

  it('lets the override, then the embed theme, choose over the merchant', async () => {
    expect(
      (await applied({ merchant: { theme_type: 'DARK' }, override: { theme_type: 'BROWSER' } }))
        .dataset.theme,
    ).toBe('browser');
    expect(
      (await applied({ override: { theme_type: 'BROWSER' }, embedTheme: 'LIGHT' })).dataset.theme,
    ).toBe('light');
  });

  it('passes over a theme type that is not one (second line behind the server)', async () => {
    const layers = { override: { theme_type: 'NEON' } } as unknown as ThemeLayers;
    expect((await applied(layers)).dataset.theme).toBe('light');
  });

  it('applies checked variables once their checker has loaded, and drops invalid ones', async () => {
    const root = await applied({
      override: {
        theme_type: 'DARK',
        color: '#ff0000',
        theme_variables: { textColor: 'url(https://evil.test/x)' },
      },
    });
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.getPropertyValue('--kassa-pay-btn-color')).toBe('#ff0000');
    expect(root.getAttribute('style')).not.toContain('evil');
  });

  it('undoes exactly what it applied', async () => {
    const root = document.documentElement;
    const theme = createPageTheme(root);
    const layers: ThemeLayers = { override: { color: '#00ff00' } };
    await theme.prepare(layers);
    const undo = theme.apply(layers);
    undo();
    expect(root.dataset.theme).toBeUndefined();
    expect(root.style.getPropertyValue('--kassa-pay-btn-color')).toBe('');
  });
});
