import type { JSX } from 'preact';
import type { ThemeType } from '../themes/theme-types.ts';
import { THEME_TYPES } from '../themes/theme-types.ts';
import { ColourPicker } from './ColourPicker.tsx';
import { PRESETS } from './presets.ts';
import { type DraftEditor, overrideDraft, type PreviewDraft } from './preview-draft.ts';
import type { PreviewModel } from './preview-model.ts';
import { builtInDefaults } from './theme-seam.ts';
import { VariableList } from './VariableList.tsx';

/** What the pay button is painted with while `color` is empty (LIGHT). */
const PAY_BUTTON_DEFAULT =
  builtInDefaults().find((variable) => variable.name === 'payBtnColor')?.light ?? '#000000';

/** The preset the editors hold exactly, or '' once the designer has changed anything. */
function presetOf(draft: PreviewDraft): string {
  const preset = PRESETS.find(({ override }) => {
    const editors = overrideDraft(override);
    return (Object.keys(editors) as (keyof typeof editors)[]).every(
      (key) => editors[key] === draft[key],
    );
  });
  return preset?.id ?? '';
}

const VARIABLES_HINT =
  'A JSON object of theme variable → CSS value, e.g. {"primaryColor": "#0a7d4f"}';
const RULES_HINT =
  'A JSON object of public class selector → declarations, e.g. {".kassa-input": {"border-radius": "0"}}';

/** Every message about one editor, one line each; the editor is described by all of them. */
function FieldErrors({ id, errors }: { id: string; errors: string[] }): JSX.Element | null {
  if (errors.length === 0) return null;
  return (
    <div class="preview-errors" id={id}>
      {errors.map((error) => (
        <p key={error} class="preview-error">
          {error}
        </p>
      ))}
    </div>
  );
}

/** The four editors of payment_form_override, each showing all of the validator's messages. */
export function OverrideEditor({ model }: { model: PreviewModel }): JSX.Element {
  const draft = model.draft.value;
  const problems = model.problems.value;
  const errorsFor = (editor: DraftEditor): string[] =>
    problems.filter((problem) => problem.editor === editor).map((problem) => problem.message);
  const described = (editor: DraftEditor, hint?: string) => {
    const invalid = errorsFor(editor).length > 0;
    const ids = [hint, invalid ? `preview-${editor}-error` : undefined].filter(Boolean);
    return {
      'aria-invalid': invalid ? ('true' as const) : undefined,
      'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
    };
  };
  const text =
    (key: keyof PreviewDraft) =>
    (event: JSX.TargetedEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      model.update({ [key]: event.currentTarget.value });

  const jsonField = (
    editor: 'variables' | 'rules',
    label: string,
    rows: number,
    hint: string,
  ): JSX.Element => (
    <div class="preview-field">
      <label for={`preview-${editor}`}>{label}</label>
      <textarea
        id={`preview-${editor}`}
        rows={rows}
        spellcheck={false}
        value={draft[editor]}
        onInput={text(editor)}
        {...described(editor, `preview-${editor}-hint`)}
      />
      <p class="preview-hint" id={`preview-${editor}-hint`}>
        {hint}
      </p>
      <FieldErrors id={`preview-${editor}-error`} errors={errorsFor(editor)} />
    </div>
  );

  return (
    <section class="preview-editor" aria-labelledby="preview-editor-heading">
      <h2 id="preview-editor-heading">payment_form_override</h2>

      <div class="preview-field">
        <label for="preview-preset">Start from a preset</label>
        <select
          id="preview-preset"
          value={presetOf(draft)}
          aria-describedby="preview-preset-hint"
          onChange={(event) => {
            const preset = PRESETS.find(({ id }) => id === event.currentTarget.value);
            if (preset) model.update(overrideDraft(preset.override));
          }}
        >
          <option value="" disabled>
            Your own
          </option>
          {PRESETS.map((preset) => (
            <option key={preset.id} value={preset.id}>
              {preset.name}
            </option>
          ))}
        </select>
        <p class="preview-hint" id="preview-preset-hint">
          Replaces the four fields below; every preset reads at 4.5:1.
        </p>
      </div>

      <div class="preview-field">
        <label for="preview-color">Pay button colour (color)</label>
        <div class="preview-colour-row">
          <input
            id="preview-color"
            type="text"
            spellcheck={false}
            autocomplete="off"
            value={draft.color}
            onInput={text('color')}
            {...described('color')}
          />
          <ColourPicker
            label="Pay button colour: pick a colour"
            text={draft.color}
            fallback={PAY_BUTTON_DEFAULT}
            onPick={(color) => model.update({ color })}
          />
        </div>
        <FieldErrors id="preview-color-error" errors={errorsFor('color')} />
      </div>

      <div class="preview-field">
        <label for="preview-theme-type">Theme type (theme_type)</label>
        <select
          id="preview-theme-type"
          value={draft.themeType}
          onChange={(event) =>
            model.update({ themeType: event.currentTarget.value as ThemeType | '' })
          }
          {...described('themeType', 'preview-theme-type-hint')}
        >
          <option value="">Not set</option>
          {THEME_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
        <p class="preview-hint" id="preview-theme-type-hint">
          Shoppers see this theme (LIGHT when not set) unless the embed's config.theme picks
          another. The panels show all three and mark this one.
        </p>
        <FieldErrors id="preview-themeType-error" errors={errorsFor('themeType')} />
      </div>

      {jsonField('variables', 'Theme variables (theme_variables, JSON)', 8, VARIABLES_HINT)}
      <VariableList model={model} />
      {jsonField('rules', 'Theme rules (theme_rules, JSON)', 6, RULES_HINT)}
    </section>
  );
}
