import type { JSX } from 'preact';
import { PREVIEW_STATES } from './preview-states.ts';

/** The form state every panel shows: one radio group, arrow keys move between states. */
export function StateSwitcher({
  value,
  onChange,
}: {
  value: string;
  onChange(stateId: string): void;
}): JSX.Element {
  return (
    <fieldset class="preview-states">
      <legend>Form state</legend>
      {PREVIEW_STATES.map((state) => (
        <label key={state.id} class="preview-state">
          <input
            type="radio"
            name="preview-state"
            value={state.id}
            checked={state.id === value}
            onChange={() => onChange(state.id)}
          />
          {state.label}
        </label>
      ))}
    </fieldset>
  );
}
