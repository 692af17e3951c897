import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguagePicker } from './LanguagePicker.tsx';
import { EMPTY_DRAFT } from './preview-draft.ts';
import { createPreviewModel } from './preview-model.ts';
import { draftToSearch } from './url-state.ts';

afterEach(cleanup);

function renderPicker() {
  const saveDraft = vi.fn();
  const model = createPreviewModel(EMPTY_DRAFT, {
    saveDraft,
    writeClipboard: () => Promise.resolve(),
    sandboxDemoOn: true,
    createSandboxCheckout: () => Promise.resolve('https://pay.example.test/pay/cs_x'),
    open: () => {},
  });
  render(<LanguagePicker model={model} />);
  return {
    model,
    saveDraft,
    picker: screen.getByRole<HTMLSelectElement>('combobox', { name: 'Form language' }),
  };
}

describe('the language picker', () => {
  it('offers every locale by its own name, each option in its language, English chosen', () => {
    const { picker } = renderPicker();
    expect(picker.value).toBe('en');
    const options = within(picker).getAllByRole('option');
    expect(options).toHaveLength(52);
    const arabic = within(picker).getByRole('option', { name: 'العربية' });
    expect([arabic.getAttribute('lang'), arabic.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    expect(within(picker).getByRole<HTMLOptionElement>('option', { name: /^Pseudo/ }).value).toBe(
      'en-XA',
    );
  });

  it('sets the panels’ language, which the link keeps', () => {
    const { model, saveDraft, picker } = renderPicker();
    fireEvent.change(picker, { target: { value: 'he' } });
    expect(model.draft.value.locale).toBe('he');
    expect(picker.value).toBe('he');
    expect(saveDraft).toHaveBeenLastCalledWith(expect.objectContaining({ locale: 'he' }));
    expect(draftToSearch(model.draft.value)).toBe('?locale=he');
  });
});
