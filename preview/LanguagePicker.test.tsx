import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguagePicker, OPTIONS_PER_TASK } from './LanguagePicker.tsx';
import { EMPTY_DRAFT } from './preview-draft.ts';
import { PREVIEW_LOCALES } from './preview-locales.ts';
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
  it('offers every locale by its own name, each option in its language, English chosen', async () => {
    const { picker } = renderPicker();
    expect(picker.value).toBe('en');
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(52));
    const arabic = within(picker).getByRole('option', { name: 'العربية' });
    expect([arabic.getAttribute('lang'), arabic.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    expect(within(picker).getByRole<HTMLOptionElement>('option', { name: /^Pseudo/ }).value).toBe(
      'en-XA',
    );
    expect(picker.value).toBe('en');
  });

  it('comes with the chosen option alone and lists the others a few at a time, in their order', async () => {
    vi.useFakeTimers();
    try {
      const { picker } = renderPicker();
      const names = (): string[] =>
        within(picker)
          .getAllByRole<HTMLOptionElement>('option')
          .map((option) => option.value);
      expect(names()).toEqual(['en']);
      await vi.advanceTimersToNextTimerAsync();
      // The first few, and the chosen one where it stands among them all.
      expect(names()).toEqual(
        PREVIEW_LOCALES.filter(({ id }, index) => index < OPTIONS_PER_TASK || id === 'en').map(
          ({ id }) => id,
        ),
      );
      await vi.runAllTimersAsync();
      expect(names()).toEqual(PREVIEW_LOCALES.map(({ id }) => id));
      expect(picker.value).toBe('en');
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists every locale at once when the picker is reached before they are all in', async () => {
    vi.useFakeTimers();
    try {
      const { picker } = renderPicker();
      fireEvent.focus(picker);
      await vi.advanceTimersByTimeAsync(0);
      expect(within(picker).getAllByRole('option')).toHaveLength(52);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sets the panels’ language, which the link keeps', async () => {
    const { model, saveDraft, picker } = renderPicker();
    fireEvent.focus(picker);
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(52));
    fireEvent.change(picker, { target: { value: 'he' } });
    expect(model.draft.value.locale).toBe('he');
    expect(picker.value).toBe('he');
    expect(saveDraft).toHaveBeenLastCalledWith(expect.objectContaining({ locale: 'he' }));
    expect(draftToSearch(model.draft.value)).toBe('?locale=he');
  });
});
