import type { JSX } from 'preact';
import type { FieldModel } from '../checkout/card/card-fields.ts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  id: string;
  label: string;
  field: FieldModel;
  autoComplete: string;
  /** The first, empty choice while nothing is chosen ("Choose a country"). */
  placeholder: string;
  options: readonly SelectOption[];
  /** While a payment is under way the choice stays as it is (focus stays where it was). */
  readOnly?: boolean;
}

/** A native <select> laid out and announced like TextField (its styles are TextField.css). */
export function SelectField(props: SelectFieldProps): JSX.Element {
  const { id, field } = props;
  const error = field.error.value;
  const errorId = `${id}-error`;
  const value = field.value.value;

  const onChange = (event: JSX.TargetedEvent<HTMLSelectElement>): void => {
    const select = event.currentTarget;
    if (!props.readOnly) field.input(select.value);
    // A refused or read-only change leaves the model as it was: put the DOM back in step.
    const kept = field.value.peek();
    if (select.value !== kept) select.value = kept;
  };

  return (
    <div class="kassa-field">
      <label class="kassa-label" for={id}>
        {props.label}
      </label>
      <div class="kassa-input-box">
        <select
          class="kassa-input"
          id={id}
          name={id}
          autoComplete={props.autoComplete}
          required
          value={value}
          aria-readonly={props.readOnly ? 'true' : undefined}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={error ? errorId : undefined}
          onChange={onChange}
          onBlur={() => field.blur()}
        >
          <option value="">{props.placeholder}</option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p class="kassa-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
