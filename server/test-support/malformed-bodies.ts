// A seeded generator of malformed request bodies: wrong types, nulls, huge strings,
// hostile unicode, `__proto__` keys, numbers with many digits, arrays where objects go, deep
// nesting, duplicated keys, and random mutations of a valid body. Everything derives from one
// seed, so a failure replays exactly with FUZZ_SEED=<seed>.

/** A JSON number written exactly as given (`1e400`, 400 digits, `-0`). */
export class RawNumber {
  constructor(readonly text: string) {}
}

/** A JSON value whose objects are key/value lists, so a key can appear twice. */
export type FuzzValue =
  | null
  | boolean
  | number
  | string
  | RawNumber
  | FuzzValue[]
  | { entries: [string, FuzzValue][] };

/** mulberry32: small, fast, and the same sequence for the same seed on every platform. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Text no storage, page or postback can carry, each hidden in an otherwise plausible value. */
const HOSTILE_TEXT = ['cust\u0000-1', 'Ann \ud800', '\udc00Lee', 'shop\u0000', 'x\udbff'];

export class Fuzzer {
  private readonly next: () => number;

  constructor(readonly seed: number) {
    this.next = prng(seed);
  }

  int(max: number): number {
    return Math.floor(this.next() * max);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  string(): string {
    return this.pick<() => string>([
      () => '',
      () => ' ',
      () => 'x'.repeat(1 + this.int(300)),
      () => 'y'.repeat(20_000 + this.int(60_000)),
      () => `a\u0000b`,
      () => '\ud800',
      () => 'ok\udfff',
      () => '\udbff\udbff',
      () => '😀'.repeat(1 + this.int(70)),
      () => '\u202eevil\u202c',
      () => 'e\u0301'.repeat(1 + this.int(100)),
      () => '４１１１１１１１１１１１１１１１',
      () => '<script>alert(1)</script>',
      () => "'; DROP TABLE payments; --",
      () => '%00%ff%',
      () => 'javascript:alert(1)',
      () => 'http://x.com:99999/',
      () => '1e400',
      () => '-0',
      () => 'NaN',
      () => '99999999999999999999.999',
      () => '__proto__',
      () =>
        String.fromCharCode(...Array.from({ length: 1 + this.int(40) }, () => this.int(0x10000))),
    ])();
  }

  number(): number | RawNumber {
    return this.pick<() => number | RawNumber>([
      () => 0,
      () => -1,
      () => 1.5,
      () => 2 ** 53 + 2,
      () => new RawNumber('-0'),
      () => new RawNumber('1e400'),
      () => new RawNumber('-1e-400'),
      () => new RawNumber('9'.repeat(1 + this.int(400))),
      () => new RawNumber(`0.${'3'.repeat(300)}`),
      () => new RawNumber(`12.${'0'.repeat(50)}1`),
    ])();
  }

  /** Any value, at most `depth` levels deep. */
  value(depth = 3): FuzzValue {
    const kinds = depth > 0 ? 9 : 6;
    switch (this.int(kinds)) {
      case 0:
        return null;
      case 1:
        return this.chance(0.5);
      case 2:
      case 3:
        return this.number();
      case 4:
      case 5:
        return this.string();
      case 6:
        return Array.from({ length: this.int(5) }, () => this.value(depth - 1));
      default:
        return {
          entries: Array.from({ length: this.int(5) }, () => [
            this.pick([this.string(), '__proto__', 'constructor', 'prototype', 'amount', 'card']),
            this.value(depth - 1),
          ]),
        };
    }
  }

  /** A mutation of `valid`: fields dropped, duplicated, retyped, replaced or polluted. */
  mutate(valid: FuzzValue): FuzzValue {
    const copy = fromJson(toJson(valid));
    if (this.chance(0.4)) {
      // One text field changed and nothing else, so the body passes every other rule and the
      // hostile text goes as far as the server lets it.
      const texts = this.textEntries(copy);
      if (texts.length > 0) {
        const entry = this.pick(texts);
        entry[1] = this.chance(0.5) ? this.pick(HOSTILE_TEXT) : this.string();
      }
      return copy;
    }
    const mutations = 1 + this.int(3);
    for (let n = 0; n < mutations; n += 1) {
      const target = this.randomObject(copy);
      if (!target) break;
      const index = target.entries.length > 0 ? this.int(target.entries.length) : 0;
      const entry = target.entries[index];
      switch (this.int(7)) {
        case 0:
          target.entries.splice(index, 1);
          break;
        case 1:
          if (entry) target.entries.push([entry[0], this.value(1)]);
          break;
        case 2:
          if (entry) entry[1] = this.value(2);
          break;
        case 3:
          if (entry) entry[1] = [entry[1]];
          break;
        case 4:
          target.entries.push([
            this.pick(['__proto__', 'constructor']),
            { entries: [['prototype', { entries: [['polluted', true]] }]] },
          ]);
          break;
        case 5:
          if (entry) entry[1] = this.string();
          break;
        default:
          if (entry) entry[1] = this.number();
      }
    }
    return copy;
  }

  private textEntries(root: FuzzValue): [string, FuzzValue][] {
    const found: [string, FuzzValue][] = [];
    const stack: FuzzValue[] = [root];
    for (let value = stack.pop(); value !== undefined; value = stack.pop()) {
      if (Array.isArray(value)) stack.push(...value);
      else if (isObject(value)) {
        for (const entry of value.entries) {
          if (typeof entry[1] === 'string') found.push(entry);
          else stack.push(entry[1]);
        }
      }
    }
    return found;
  }

  private randomObject(root: FuzzValue): { entries: [string, FuzzValue][] } | undefined {
    const objects: { entries: [string, FuzzValue][] }[] = [];
    const stack: FuzzValue[] = [root];
    for (let value = stack.pop(); value !== undefined; value = stack.pop()) {
      if (Array.isArray(value)) stack.push(...value);
      else if (isObject(value)) {
        objects.push(value);
        for (const [, child] of value.entries) stack.push(child);
      }
    }
    return objects.length > 0 ? this.pick(objects) : undefined;
  }

  /** A request body as sent: JSON of a value or mutation, or text that is not JSON at all. */
  body(valid: FuzzValue): string {
    return this.pick<() => string>([
      () => toJson(this.mutate(valid)),
      () => toJson(this.mutate(valid)),
      () => toJson(this.mutate(valid)),
      () => toJson(this.value(4)),
      () => toJson(this.mutate(valid)).slice(0, this.int(200)),
      () => `${'['.repeat(1000 + this.int(100_000))}`,
      () => `${'{"a":'.repeat(50 + this.int(20_000))}1${'}'.repeat(50 + this.int(20_000))}`,
      () => `${toJson(valid).slice(0, -1)},"${'k'.repeat(10)}":${'9'.repeat(5000)}}`,
      () => `{"x":"${'z'.repeat(270 * 1024)}"}`,
      () => String.fromCharCode(...Array.from({ length: this.int(100) }, () => this.int(256))),
      () => 'null',
      () => '[]',
      () => '""',
    ])();
  }
}

function isObject(value: FuzzValue): value is { entries: [string, FuzzValue][] } {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof RawNumber)
  );
}

/** Plain JSON data → FuzzValue (objects become key/value lists). */
export function fromJson(text: string): FuzzValue {
  const convert = (value: unknown): FuzzValue => {
    if (Array.isArray(value)) return value.map(convert);
    if (typeof value === 'object' && value !== null) {
      return { entries: Object.entries(value).map(([key, child]) => [key, convert(child)]) };
    }
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      return value;
    }
    return null;
  };
  return convert(JSON.parse(text));
}

/** FuzzValue → JSON text, raw numbers and duplicate keys as they are. */
export function toJson(value: FuzzValue): string {
  if (value instanceof RawNumber) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (isObject(value)) {
    return `{${value.entries.map(([key, child]) => `${JSON.stringify(key)}:${toJson(child)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
