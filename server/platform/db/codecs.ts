// How one column's value crosses the driver: `encode` turns a record's field into a query
// parameter, `decode` checks what the driver returned (an `unknown`) and gives the field back.
// Both drivers return int4 as number, boolean as boolean, timestamptz as Date and jsonb as parsed
// JSON (server/platform/db/database.ts), so each decoder checks exactly that shape and refuses anything else.

export interface Codec<T> {
  /** What the value is, for error messages: "text", "timestamptz", "a stored customer". */
  readonly expected: string;
  // Properties, not methods: parameters of function-typed properties are checked strictly, so a
  // Codec<string> does not fit a `string | null` field (methods would be bivariant).
  readonly encode: (value: T) => unknown;
  /** The value, or `undefined` when `raw` is not of this codec's shape. */
  readonly decode: (raw: unknown) => T | undefined;
}

/** A storage value that does not have the shape its column declares. */
export class RowShapeError extends Error {
  constructor(table: string, column: string, expected: string, raw: unknown) {
    super(`[Kassa] ${table}.${column}: expected ${expected}, got ${describe(raw)}`);
    this.name = 'RowShapeError';
  }
}

function describe(raw: unknown): string {
  if (raw === null || raw === undefined) return String(raw);
  if (raw instanceof Date) {
    return Number.isNaN(raw.getTime()) ? 'an invalid Date' : `Date ${raw.toISOString()}`;
  }
  const text = typeof raw === 'string' ? JSON.stringify(raw) : `${typeof raw} ${safeJson(raw)}`;
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

function safeJson(raw: unknown): string {
  try {
    return JSON.stringify(raw) ?? String(raw);
  } catch {
    return String(raw);
  }
}

const same = <T>(value: T): T => value;

export const text: Codec<string> = {
  expected: 'text',
  encode: same,
  decode: (raw) => (typeof raw === 'string' ? raw : undefined),
};

/** Text limited to the values of an `as const` list (states, statuses, methods). */
export function oneOf<const T extends string>(values: readonly T[]): Codec<T> {
  const allowed: ReadonlySet<string> = new Set(values);
  const isValue = (raw: unknown): raw is T => typeof raw === 'string' && allowed.has(raw);
  return {
    expected: `one of ${values.length > 6 ? `${values.length} values` : values.join(', ')}`,
    encode: same,
    decode: (raw) => (isValue(raw) ? raw : undefined),
  };
}

/** int4: a whole number. */
export const integer: Codec<number> = {
  expected: 'an integer',
  encode: same,
  decode: (raw) => (typeof raw === 'number' && Number.isInteger(raw) ? raw : undefined),
};

export const boolean: Codec<boolean> = {
  expected: 'a boolean',
  encode: same,
  decode: (raw) => (typeof raw === 'boolean' ? raw : undefined),
};

export const timestamptz: Codec<Date> = {
  expected: 'a timestamptz',
  encode: same,
  decode: (raw) => (raw instanceof Date && !Number.isNaN(raw.getTime()) ? raw : undefined),
};

/**
 * A jsonb document checked by `guard`. Parameters go out as JSON text: both drivers would
 * otherwise send a JavaScript array as a PostgreSQL array, not as JSON.
 */
export function jsonb<T>(guard: (raw: unknown) => raw is T, expected: string): Codec<T> {
  return {
    expected,
    encode: (value) => JSON.stringify(value),
    decode: (raw) => (guard(raw) ? raw : undefined),
  };
}

/** SQL NULL in and out; anything else goes through `codec`. */
export function nullable<T>(codec: Codec<T>): Codec<T | null> {
  return {
    expected: `${codec.expected} or null`,
    encode: (value) => (value === null ? null : codec.encode(value)),
    decode: (raw) => (raw === null ? null : codec.decode(raw)),
  };
}
