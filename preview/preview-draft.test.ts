import { describe, expect, it } from 'vitest';
import {
  buildOverride,
  EMPTY_DRAFT,
  editorOfField,
  overrideJson,
  variablesOf,
  withVariable,
} from './preview-draft.ts';

describe('buildOverride', () => {
  it('builds payment_form_override from the editors, leaving empty ones out', () => {
    const built = buildOverride({
      ...EMPTY_DRAFT,
      color: ' #0a7d4f ',
      themeType: 'DARK',
      variables: '{"primaryColor": "#0a7d4f"}',
    });
    expect(built).toEqual({
      ok: true,
      override: {
        color: '#0a7d4f',
        theme_type: 'DARK',
        theme_variables: { primaryColor: '#0a7d4f' },
      },
    });
    expect(buildOverride(EMPTY_DRAFT)).toEqual({ ok: true, override: {} });
  });

  it.each([
    ['variables', { variables: '{"primaryColor": ' }, /^theme_variables is not valid JSON/],
    ['variables', { variables: '["#fff"]' }, /^theme_variables must be a JSON object$/],
    [
      'variables',
      { variables: '{"maxWidth": 440}' },
      /^theme_variables.maxWidth must be a string$/,
    ],
    ['rules', { rules: '{".kassa-input": "red"}' }, /^theme_rules..kassa-input must be an object/],
  ])('puts a shape problem on the %s editor', (editor, change, message) => {
    const built = buildOverride({ ...EMPTY_DRAFT, ...change });
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.error.editor).toBe(editor);
    expect(built.error.message).toMatch(message);
  });
});

describe('overrideJson', () => {
  it('is the object under its API name, ready to paste into a checkout request', () => {
    expect(JSON.parse(overrideJson({ color: 'red' }))).toEqual({
      payment_form_override: { color: 'red' },
    });
  });
});

describe('editorOfField', () => {
  it('finds the editor from the field the validator names', () => {
    expect(editorOfField('payment_form_override.theme_variables.primaryColor')).toBe('variables');
    expect(editorOfField('payment_form_override.theme_rules[".kassa-input"]')).toBe('rules');
    expect(editorOfField('payment_form_override.color')).toBe('color');
    expect(editorOfField('theme_type')).toBe('themeType');
  });
});

describe('withVariable', () => {
  it('sets, replaces and removes one variable, keeping the others', () => {
    const one = withVariable('', 'primaryColor', '#0a7d4f');
    expect(one).toBe('{\n  "primaryColor": "#0a7d4f"\n}');
    const two = withVariable(one ?? '', 'maxWidth', '400px');
    expect(variablesOf(two ?? '')).toEqual({ primaryColor: '#0a7d4f', maxWidth: '400px' });
    expect(variablesOf(withVariable(two ?? '', 'primaryColor', 'teal') ?? '')).toEqual({
      primaryColor: 'teal',
      maxWidth: '400px',
    });
    expect(withVariable(withVariable(two ?? '', 'maxWidth', '') ?? '', 'primaryColor', '')).toBe(
      '',
    );
  });

  it('leaves text that is not a JSON object to be fixed by hand', () => {
    expect(withVariable('{"primaryColor": ', 'maxWidth', '400px')).toBeNull();
    expect(withVariable('["#fff"]', 'maxWidth', '400px')).toBeNull();
    expect(variablesOf('{"primaryColor": ')).toBeNull();
    expect(variablesOf('')).toEqual({});
  });
});
