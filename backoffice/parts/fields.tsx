import type { Signal } from '@preact/signals';
import type { JSX } from 'preact';

// A labelled field with its hint and its error: the error is tied to the field
// (aria-describedby, aria-invalid), so it is read with it and shown right under it.

interface FieldFrame {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}

const describedBy = ({ id, hint, error }: FieldFrame): string | undefined =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** What every control carries: its name, and its hint and error tied to it. */
const controlOf = (props: FieldFrame) => ({
  id: props.id,
  name: props.id,
  'aria-describedby': describedBy(props),
  'aria-invalid': props.error ? ('true' as const) : undefined,
});

function FieldNotes({ id, hint, error }: FieldFrame): JSX.Element {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} class="bo-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} class="bo-field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function TextField(
  props: FieldFrame & {
    value: string;
    onInput(value: string): void;
    type?: 'text' | 'url' | 'password' | 'datetime-local' | 'number';
    multiline?: boolean;
    autoComplete?: string;
    required?: boolean;
    spellcheck?: boolean;
  },
): JSX.Element {
  const { id, label, value, onInput, type = 'text', multiline = false } = props;
  const shared = {
    ...controlOf(props),
    value,
    required: props.required,
    spellcheck: props.spellcheck,
    autoComplete: props.autoComplete,
    class: 'bo-input',
  };
  return (
    <div class="bo-field">
      <label for={id}>{label}</label>
      {multiline ? (
        <textarea {...shared} rows={4} onInput={(event) => onInput(event.currentTarget.value)} />
      ) : (
        <input {...shared} type={type} onInput={(event) => onInput(event.currentTarget.value)} />
      )}
      <FieldNotes {...props} />
    </div>
  );
}

export function CheckboxField(
  props: FieldFrame & { checked: boolean; onChange(checked: boolean): void },
): JSX.Element {
  const { id, label, checked, onChange } = props;
  return (
    <div class="bo-field bo-check">
      <input
        {...controlOf(props)}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label for={id}>{label}</label>
      <FieldNotes {...props} />
    </div>
  );
}

export function SelectField<Value extends string>(
  props: FieldFrame & {
    value: Value;
    options: readonly { value: Value; label: string }[];
    onChange(value: Value): void;
  },
): JSX.Element {
  const { id, label, value, options, onChange } = props;
  return (
    <div class="bo-field">
      <label for={id}>{label}</label>
      <select
        {...controlOf(props)}
        class="bo-input"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as Value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes {...props} />
    </div>
  );
}

/** A text field's value and its input, bound to a signal of the page's model. */
export const boundTo = (text: Signal<string>): { value: string; onInput(value: string): void } => ({
  value: text.value,
  onInput: (value) => {
    text.value = value;
  },
});
