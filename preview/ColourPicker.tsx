import type { JSX } from 'preact';
import { parseCssColor } from '../themes/css-color.ts';
import { formatColour } from '../themes/theme-colours.ts';

/**
 * What a native picker shows for a colour field's text: the colour as #rrggbb (a named or rgb()
 * colour converted, alpha dropped, as the picker has none), else the built-in value it falls back
 * to while the text is empty or not yet a colour.
 */
export function pickerValue(text: string, fallback: string): string {
  const rgba = parseCssColor(text.trim()) ?? parseCssColor(fallback);
  return rgba ? formatColour({ ...rgba, a: 1 }) : '#000000';
}

/**
 * A native colour picker beside a colour's text field, kept in step with it both ways: the text
 * drives what the picker shows, and a pick writes #rrggbb into the text (through `onPick`).
 */
export function ColourPicker({
  label,
  text,
  fallback,
  disabled,
  onPick,
}: {
  /** Its accessible name, e.g. "primaryColor: pick a colour". */
  label: string;
  text: string;
  fallback: string;
  disabled?: boolean;
  onPick(colour: string): void;
}): JSX.Element {
  return (
    <input
      type="color"
      class="preview-picker"
      aria-label={label}
      value={pickerValue(text, fallback)}
      disabled={disabled}
      onInput={(event) => onPick(event.currentTarget.value)}
    />
  );
}
