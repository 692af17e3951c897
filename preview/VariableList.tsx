import type { JSX } from 'preact';
import { ColourPicker } from './ColourPicker.tsx';
import { variablesOf } from './preview-draft.ts';
import type { PreviewModel } from './preview-model.ts';
import { type BuiltInDefault, builtInDefaults } from './theme-seam.ts';

const DEFAULTS: readonly BuiltInDefault[] = builtInDefaults();

/**
 * Every theme variable as a field of its own, with its kind and built-in values: a way to find
 * and set variables without knowing their names; a colour has a native picker beside its text.
 * It edits the theme_variables JSON above, so the two always agree, and the URL keeps the JSON.
 */
export function VariableList({ model }: { model: PreviewModel }): JSX.Element {
  const values = variablesOf(model.draft.value.variables);
  const problems = model.problems.value;
  // A variable is one field, so the validator names it at most once.
  const refusedFor = (name: string): string | undefined =>
    problems.find((problem) => problem.field === `theme_variables.${name}`)?.message;

  return (
    <details class="preview-variables">
      <summary>Every theme variable, one by one</summary>
      {values === null && (
        <p class="preview-hint">Fix the theme_variables JSON above to edit variables here.</p>
      )}
      {DEFAULTS.map(({ name, kind, light, dark }) => {
        const value = values?.[name];
        const text = typeof value === 'string' ? value : '';
        const refused = refusedFor(name);
        const errorId = `preview-variable-${name}-error`;
        return (
          <div key={name} class="preview-variable">
            <label for={`preview-variable-${name}`}>{name}</label>
            <div class="preview-colour-row">
              <input
                id={`preview-variable-${name}`}
                type="text"
                spellcheck={false}
                autocomplete="off"
                placeholder={light}
                value={text}
                disabled={values === null}
                aria-invalid={refused ? 'true' : undefined}
                aria-describedby={`preview-variable-${name}-hint${refused ? ` ${errorId}` : ''}`}
                onInput={(event) => model.setVariable(name, event.currentTarget.value)}
              />
              {kind === 'color' && (
                <ColourPicker
                  label={`${name}: pick a colour`}
                  text={text}
                  fallback={light}
                  disabled={values === null}
                  onPick={(colour) => model.setVariable(name, colour)}
                />
              )}
            </div>
            <p class="preview-hint" id={`preview-variable-${name}-hint`}>
              {kind} · LIGHT {light} · DARK {dark}
            </p>
            {refused && (
              <p class="preview-error" id={errorId}>
                {refused}
              </p>
            )}
          </div>
        );
      })}
    </details>
  );
}
