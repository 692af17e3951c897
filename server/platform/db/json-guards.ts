// Building blocks for the type guards of jsonb columns (server/platform/db/codecs.ts `jsonb`): a stored
// document is checked for the shape its record type declares before the record is trusted.

export type JsonObject = Readonly<Record<string, unknown>>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** The field is absent or a string (an optional text field of a stored document). */
export const optionalString = (value: unknown): boolean =>
  value === undefined || typeof value === 'string';

export const isInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

/** `value` is one of `values` (an `as const` list). */
export const isOneOf = <const T extends string>(values: readonly T[], value: unknown): value is T =>
  values.some((allowed) => allowed === value);
