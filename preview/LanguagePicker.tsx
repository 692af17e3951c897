import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { PREVIEW_LOCALES, previewLocaleFrom } from './preview-locales.ts';
import type { PreviewModel } from './preview-model.ts';

/**
 * How many more options each task adds. Each option names its locale in its own script, and a
 * browser measures every option of a select to lay the page out: the first text of a script looks
 * for a font that has it, some twenty scripts in all. As one step that is a long task of the
 * page's start, so the page comes with the chosen option alone and the others follow a few at a
 * time after it (or all at once when the picker is reached first).
 */
export const OPTIONS_PER_TASK = 8;

/**
 * The language the panels' forms speak: every locale of the catalog by its own name (each option
 * in its language, so it is read and shaped as it is written), and the pseudo-locale. The
 * designer's page around the panels stays English.
 */
export function LanguagePicker({ model }: { model: PreviewModel }): JSX.Element {
  const chosen = model.draft.value.locale;
  const [listed, setListed] = useState(0);
  const all = (): void => setListed(PREVIEW_LOCALES.length);
  useEffect(() => {
    if (listed >= PREVIEW_LOCALES.length) return;
    const next = setTimeout(() => setListed((count) => count + OPTIONS_PER_TASK), 0);
    return () => clearTimeout(next);
  }, [listed]);
  return (
    <div class="preview-field">
      <label for="preview-locale">Form language</label>
      <select
        id="preview-locale"
        value={chosen}
        onFocus={all}
        onPointerDown={all}
        onChange={(event) => model.update({ locale: previewLocaleFrom(event.currentTarget.value) })}
      >
        {PREVIEW_LOCALES.filter((choice, index) => index < listed || choice.id === chosen).map(
          (choice) => (
            <option key={choice.id} value={choice.id} lang={choice.id} dir={choice.dir}>
              {choice.label}
            </option>
          ),
        )}
      </select>
    </div>
  );
}
