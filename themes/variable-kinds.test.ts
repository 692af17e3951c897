import { describe, expect, it } from 'vitest';
import { THEME_VARIABLES } from './theme-variables.ts';
import { isVariableName, VARIABLE_KINDS } from './variable-kinds.ts';
import { variableKindsSource } from './variable-kinds-source.ts';

describe('variable-kinds.ts', () => {
  it('is the variable table without its defaults, so the table stays the one source', async () => {
    await expect(variableKindsSource()).toMatchFileSnapshot('./variable-kinds.ts');
  });

  it('names every variable with its property and kind', () => {
    for (const [name, { property, kind }] of Object.entries(THEME_VARIABLES)) {
      expect(isVariableName(name)).toBe(true);
      if (isVariableName(name)) expect(VARIABLE_KINDS[name]).toEqual([property, kind]);
    }
    expect(isVariableName('toString')).toBe(false);
    expect(isVariableName('backgroundcolor')).toBe(false);
  });
});
