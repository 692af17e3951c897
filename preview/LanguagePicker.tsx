import type { JSX } from 'preact';
import { PREVIEW_LOCALES, previewLocaleFrom } from './preview-locales.ts';
import type { PreviewModel } from './preview-model.ts';

/**
 * The language the panels' forms speak: every locale of the catalog by its own name (each option
 * in its language, so it is read and shaped as it is written), and the pseudo-locale. The
 * designer's page around the panels stays English.
 */
export function LanguagePicker({ model }: { model: PreviewModel }): JSX.Element {
  return (
    <div class="preview-field">
      <label for="preview-locale">Form language</label>
      <select
        id="preview-locale"
        value={model.draft.value.locale}
        onChange={(event) => model.update({ locale: previewLocaleFrom(event.currentTarget.value) })}
      >
        {PREVIEW_LOCALES.map((choice) => (
          <option key={choice.id} value={choice.id} lang={choice.id} dir={choice.dir}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
