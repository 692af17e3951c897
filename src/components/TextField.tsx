import type { JSX } from 'preact';
import { cardDigits, caretAfterDigits } from '../../common/card/format-card-number.ts';
import type { FieldModel } from '../checkout/card/card-fields.ts';
import './TextField.css';

export interface TextFieldProps {
  id: string;
  label: string;
  /** Visible help under the label ("MM/YY"), announced as the field's description. */
  hint?: string;
  field: FieldModel;
  autoComplete: string;
  /** 'email' for the shopper's e-mail: the keyboard and autofill follow it. */
  type?: 'text' | 'email';
  inputMode?: 'numeric' | 'text' | 'email';
  /** Digit-grouped fields keep the caret after the same digits when the value is reformatted. */
  numeric?: boolean;
  readOnly?: boolean;
  /** Shown inside the input's box, after the text (the card scheme badge). */
  adornment?: JSX.Element;
}

export function TextField(props: TextFieldProps): JSX.Element {
  const { id, field } = props;
  const words = (props.inputMode ?? 'text') === 'text';
  const error = field.error.value;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [props.hint ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  const onInput = (event: JSX.TargetedEvent<HTMLInputElement>): void => {
    const input = event.currentTarget;
    const caret = input.selectionStart ?? input.value.length;
    const caretAtEnd = caret === input.value.length;
    const digitsBeforeCaret = cardDigits(input.value.slice(0, caret)).length;
    field.input(input.value);
    // The model may keep the value unchanged (a refused character), so no render would fix the DOM.
    const formatted = field.value.peek();
    if (input.value === formatted) return;
    input.value = formatted;
    if (props.numeric && input.ownerDocument.activeElement === input) {
      const position = caretAtEnd
        ? formatted.length
        : caretAfterDigits(formatted, digitsBeforeCaret);
      input.setSelectionRange(position, position);
    }
  };

  return (
    <div class="kassa-field">
      <label class="kassa-label" for={id}>
        {props.label}
      </label>
      {props.hint && (
        <span class="kassa-hint" id={hintId}>
          {props.hint}
        </span>
      )}
      <div class="kassa-input-box">
        <input
          class="kassa-input"
          id={id}
          name={id}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode ?? 'text'}
          // Digits and e-mail addresses read left to right in every language: a card number typed
          // in a right-to-left form keeps its groups in order ("4000 0566", not "0566 4000").
          dir={words ? undefined : 'ltr'}
          spellcheck={false}
          autoCorrect="off"
          autoCapitalize={words ? 'words' : 'off'}
          value={field.value.value}
          readOnly={props.readOnly}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={describedBy || undefined}
          onInput={onInput}
          onBlur={() => field.blur()}
        />
        {props.adornment}
      </div>
      {error && (
        <p class="kassa-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
