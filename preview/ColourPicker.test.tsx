import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { pickerValue } from './ColourPicker.tsx';
import { OverrideEditor } from './OverrideEditor.tsx';
import { EMPTY_DRAFT, type PreviewDraft } from './preview-draft.ts';
import { createPreviewModel } from './preview-model.ts';

afterEach(cleanup);

function renderEditor(initial: Partial<PreviewDraft> = {}) {
  const model = createPreviewModel(
    { ...EMPTY_DRAFT, ...initial },
    {
      saveDraft: () => {},
      writeClipboard: () => Promise.resolve(),
      sandboxDemoOn: true,
      createSandboxCheckout: () => Promise.resolve('https://pay.example.test/pay/cs_x'),
      open: () => {},
    },
  );
  render(<OverrideEditor model={model} />);
  return model;
}

const field = (label: string): HTMLInputElement => {
  const element = screen.getByLabelText(label);
  if (!(element instanceof HTMLInputElement)) throw new Error(`${label} is not an input`);
  return element;
};

describe('colour pickers', () => {
  it('show a text colour as #rrggbb, or the built-in value while the text is not a colour', () => {
    expect(pickerValue('#0A7D4F', '#3b4fd8')).toBe('#0a7d4f');
    expect(pickerValue('rebeccapurple', '#3b4fd8')).toBe('#663399');
    expect(pickerValue('rgba(255, 0, 0, 0.5)', '#3b4fd8')).toBe('#ff0000');
    expect(pickerValue('', '#3b4fd8')).toBe('#3b4fd8');
    expect(pickerValue('#12', '#3b4fd8')).toBe('#3b4fd8');
  });

  it("sit beside each colour variable's text field and follow it both ways", () => {
    const model = renderEditor();
    const text = field('primaryColor');
    const picker = field('primaryColor: pick a colour');
    expect(picker.type).toBe('color');
    expect(picker.value).toBe('#3b4fd8');

    fireEvent.input(text, { target: { value: 'teal' } });
    expect(field('primaryColor: pick a colour').value).toBe('#008080');

    fireEvent.input(picker, { target: { value: '#123456' } });
    expect(field('primaryColor').value).toBe('#123456');
    expect(JSON.parse(model.draft.value.variables)).toEqual({ primaryColor: '#123456' });
  });

  it('leave non-colour variables a text field only', () => {
    renderEditor();
    expect(field('maxWidth').type).toBe('text');
    expect(screen.queryByLabelText('maxWidth: pick a colour')).toBeNull();
    expect(screen.queryByLabelText('fontFamily: pick a colour')).toBeNull();
  });

  it('give the pay button colour (color) one too, synced with its text', () => {
    const model = renderEditor({ color: '#0a7d4f' });
    const picker = field('Pay button colour: pick a colour');
    expect(picker.value).toBe('#0a7d4f');
    fireEvent.input(picker, { target: { value: '#aa0000' } });
    expect(field('Pay button colour (color)').value).toBe('#aa0000');
    expect(model.draft.value.color).toBe('#aa0000');
  });
});

describe('presets', () => {
  it('fill the editors with the chosen preset, and name it until the designer changes something', () => {
    const model = renderEditor();
    const select = screen.getByLabelText('Start from a preset');
    if (!(select instanceof HTMLSelectElement)) throw new Error('no select');
    expect(select.value).toBe('kassa');

    fireEvent.change(select, { target: { value: 'midnight' } });
    expect(model.draft.value.themeType).toBe('DARK');
    expect(model.draft.value.color).toBe('#a5b4fc');
    expect(JSON.parse(model.draft.value.variables).formBackground).toBe('#10121f');
    expect(model.problems.value).toEqual([]);
    expect(model.contrastHold.value).toEqual([]);
    expect(select.value).toBe('midnight');

    fireEvent.input(field('Pay button colour (color)'), { target: { value: '#c7d2fe' } });
    expect(select.value).toBe('');
  });
});
