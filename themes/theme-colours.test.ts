import { describe, expect, it } from 'vitest';
import { formatColour, themeColour } from './theme-colours.ts';

const hexOf = (...args: Parameters<typeof themeColour>): string | null => {
  const value = themeColour(...args);
  return value && formatColour(value);
};

describe('themeColour', () => {
  it('answers a plain default as it is', () => {
    expect(hexOf('textColor', 'light')).toBe('#1a1f36');
    expect(hexOf('formBackground', 'dark')).toBe('#161a25');
  });

  it('follows var() to the variable it names, set or default', () => {
    expect(hexOf('payBtnColor', 'light')).toBe('#3b4fd8');
    expect(hexOf('payBtnColor', 'light', { primaryColor: 'red' })).toBe('#ff0000');
    expect(hexOf('focusColor', 'dark', { primaryColor: 'rgb(0 128 0)' })).toBe('#008000');
  });

  it('mixes in sRGB as color-mix() does', () => {
    // 84% of #3b4fd8 and 16% black: each channel × 0.84.
    expect(hexOf('primaryColorHover', 'light')).toBe('#3242b5');
    // The merchant's pay button colour carries into hover, pressed and busy.
    expect(hexOf('primaryColorHover', 'light', { payBtnColor: '#ff0000' })).toBe('#d60000');
    expect(hexOf('primaryColorActive', 'dark', { payBtnColor: '#000000' })).toBe('#525252');
    expect(
      hexOf('payBtnColorDisabled', 'light', { payBtnColor: '#000', formBackground: '#fff' }),
    ).toBe('#1f1f1f');
  });

  it('keeps a value a theme sets over the mixed default', () => {
    expect(hexOf('primaryColorHover', 'light', { primaryColorHover: '#123456' })).toBe('#123456');
  });

  it('mixes translucent colours with premultiplied alpha', () => {
    expect(hexOf('payBtnColorDisabled', 'light', { payBtnColor: 'transparent' })).toBe('#ffffff1f');
  });

  it('has no colour for what is not one', () => {
    expect(themeColour('maxWidth', 'light')).toBeNull();
    expect(themeColour('textColor', 'light', { textColor: 'currentcolor' })).toBeNull();
  });
});
