import { describe, expect, it } from 'vitest';
import {
  EMPTY_DRAFT,
  editorOfField,
  overrideJson,
  parseDraft,
  variablesOf,
  withVariable,
} from './preview-draft.ts';

describe('parseDraft', () => {
  it('hands the editors to the validator as typed, leaving empty ones out', () => {
    const parsed = parseDraft({
      ...EMPTY_DRAFT,
      color: ' #0a7d4f ',
      themeType: 'DARK',
      variables: '{"primaryColor": "#0a7d4f"}',
    });
    expect(parsed).toEqual({
      candidate: {
        color: ' #0a7d4f ',
        theme_type: 'DARK',
        theme_variables: { primaryColor: '#0a7d4f' },
      },
      problems: [],
    });
    expect(parseDraft(EMPTY_DRAFT)).toEqual({ candidate: {}, problems: [] });
  });

  it('names each editor whose text is not JSON, and still passes on the others', () => {
    const parsed = parseDraft({
      ...EMPTY_DRAFT,
      color: 'teal',
      variables: '{"primaryColor": ',
      rules: '{".kassa-input": ',
    });
    expect(parsed.candidate).toEqual({ color: 'teal' });
    expect(parsed.problems.map((problem) => problem.editor)).toEqual(['variables', 'rules']);
    expect(parsed.problems[0]?.message).toMatch(/^theme_variables is not valid JSON/);
    expect(parsed.problems[1]?.message).toMatch(/^theme_rules is not valid JSON/);
  });

  it('leaves shapes to the validator: JSON that is not an object passes through as it is', () => {
    expect(parseDraft({ ...EMPTY_DRAFT, variables: '["#fff"]' })).toEqual({
      candidate: { theme_variables: ['#fff'] },
      problems: [],
    });
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
