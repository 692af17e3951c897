import type { JSX } from 'preact';
import type { FieldModel } from '../checkout/card/card-fields.ts';

// A saved card's security code (issue 10): the card form's field markup and classes
// (src/components/TextField.tsx), so themes style it alike, without the card number's digit
// grouping. Kept apart from TextField: importing that one here would pull the card number's code
// into this chunk's dependencies, and the bundler would then split the form's core into a chunk
// of its own, one more request on every checkout's initial load.

export interface SavedCodeFieldProps {
  id: string;
  hint: string;
  field: FieldModel;
  readOnly: boolean;
}

export function SavedCodeField({ id, hint, field, readOnly }: SavedCodeFieldProps): JSX.Element {
  const error = field.error.value;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div class="kassa-field">
      <label class="kassa-label" for={id}>
        Security code
      </label>
      <span class="kassa-hint" id={hintId}>
        {hint}
      </span>
      <div class="kassa-input-box">
        <input
          class="kassa-input"
          id={id}
          name={id}
          type="text"
          autoComplete="cc-csc"
          inputMode="numeric"
          spellcheck={false}
          autoCorrect="off"
          autoCapitalize="off"
          value={field.value.value}
          readOnly={readOnly}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onInput={(event) => {
            const input = event.currentTarget;
            field.input(input.value);
            // A refused character leaves the model's value as it was: put it back in the input.
            if (input.value !== field.value.peek()) input.value = field.value.peek();
          }}
          onBlur={() => field.blur()}
        />
      </div>
      {error && (
        <p class="kassa-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
