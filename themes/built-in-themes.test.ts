import { describe, expect, it } from 'vitest';
import { builtInThemesCss } from './built-in-themes.ts';

describe('built-in-themes.css', () => {
  it('is the variable table rendered, so the defaults have one source', async () => {
    await expect(builtInThemesCss()).toMatchFileSnapshot('./built-in-themes.css');
  });
});
