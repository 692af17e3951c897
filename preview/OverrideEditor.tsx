import type { JSX } from 'preact';
import type { ThemeType } from '../themes/theme-types.ts';
import { THEME_TYPES } from '../themes/theme-types.ts';
import type { DraftError, PreviewDraft } from './preview-draft.ts';
import type { PreviewModel } from './preview-model.ts';
import { VariableList } from './VariableList.tsx';

const VARIABLES_HINT =
  'A JSON object of theme variable → CSS value, e.g. {"primaryColor": "#0a7d4f"}';
const RULES_HINT =
  'A JSON object of public class selector → declarations, e.g. {".kassa-input": {"border-radius": "0"}}';

function FieldError({ id, error }: { id: string; error: string | null }): JSX.Element | null {
  return error ? (
    <p class="preview-error" id={id}>
      {error}
    </p>
  ) : null;
}

/** The four editors of payment_form_override, each showing the validator's message inline. */
export function OverrideEditor({ model }: { model: PreviewModel }): JSX.Element {
  const draft = model.draft.value;
  const problem = model.problem.value;
  const errorFor = (editor: DraftError['editor']): string | null =>
    problem?.editor === editor ? problem.message : null;
  const described = (editor: DraftError['editor'], hint?: string) => {
    const ids = [hint, errorFor(editor) ? `preview-${editor}-error` : undefined].filter(Boolean);
    return {
      'aria-invalid': errorFor(editor) ? ('true' as const) : undefined,
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
      <FieldError id={`preview-${editor}-error`} error={errorFor(editor)} />
    </div>
  );

  return (
    <section class="preview-editor" aria-labelledby="preview-editor-heading">
      <h2 id="preview-editor-heading">payment_form_override</h2>

      <div class="preview-field">
        <label for="preview-color">Pay button colour (color)</label>
        <input
          id="preview-color"
          type="text"
          spellcheck={false}
          autocomplete="off"
          value={draft.color}
          onInput={text('color')}
          {...described('color')}
        />
        <FieldError id="preview-color-error" error={errorFor('color')} />
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
        <FieldError id="preview-themeType-error" error={errorFor('themeType')} />
      </div>

      {jsonField('variables', 'Theme variables (theme_variables, JSON)', 8, VARIABLES_HINT)}
      <VariableList model={model} />
      {jsonField('rules', 'Theme rules (theme_rules, JSON)', 6, RULES_HINT)}
    </section>
  );
}
