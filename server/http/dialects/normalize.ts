import { ApiError } from '../../contract/api-error.ts';
import { SentPaths } from './sent-paths.ts';

// The generic engine of request dialects: one pass over a parsed JSON body, in place, that turns
// every accepted spelling of a field into its one canonical name before the JSON schema sees the
// body. A dialect is data (an alias table per object, see checkout-dialect.ts); no route branches
// on it. An already-canonical body is walked once and left as it is: no copy, no allocation
// beyond the walk.
//
// Whatever the dialect, a field whose value is `null` is a field not sent, in every object of the
// body (nested ones and those in arrays too): clients generated from an OpenAPI document send
// every optional field, null when unset. The schema then sees an absent field, so a null in a
// required one is "… is required", named as it was sent.

export type JsonObject = Record<string, unknown>;

export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** How the value of a canonical field is normalized. */
export type ValueRule =
  | { readonly object: ObjectRule }
  | { readonly items: ValueRule }
  | { readonly convert: (value: unknown, sentPath: string) => unknown };

/** A nested object of one dialect spread into canonical fields of its parent: `charge: {value, interval}`. */
export interface Flatten {
  /** The nested object's keys → canonical fields of the parent. */
  readonly fields: Readonly<Record<string, string>>;
  /** Canonical fields of the parent the nested object stands for by being there (`trial` → is_trial). */
  readonly implies?: Readonly<Record<string, unknown>>;
  /** What the nested object holds, for the error when it is not an object. */
  readonly holds: string;
}

export interface ObjectRule {
  /** Accepted spelling → canonical name. */
  readonly aliases?: Readonly<Record<string, string>>;
  readonly flatten?: Readonly<Record<string, Flatten>>;
  /** Rules of the values, by canonical name. */
  readonly fields?: Readonly<Record<string, ValueRule>>;
  /**
   * Canonical fields the endpoint implies when the object leaves them out (after the renames):
   * `product_type: SALE` where only SALE products are taken.
   */
  readonly defaults?: Readonly<Record<string, unknown>>;
  /** Runs last, on the normalized object: moves between objects, defaults a dialect implies. */
  readonly finish?: (object: JsonObject, at: Place) => void;
}

/** Where the walk is: the canonical path, the path the merchant sent, and the rename record. */
export interface Place {
  readonly canonical: string;
  readonly sent: string;
  readonly paths: PathRecorder;
  /** The flattened keys this object held (`charge`, `trial`). */
  readonly flattened: ReadonlySet<string>;
  /** Canonical field → the key the object spelt it with, for the fields it renamed. */
  readonly renamed: ReadonlyMap<string, string>;
}

/** Collects renames; the record exists only once something was renamed. */
export class PathRecorder {
  paths: SentPaths | undefined;

  record(canonical: string, sent: string): void {
    if (canonical === sent) return;
    this.paths ??= new SentPaths();
    this.paths.record(canonical, sent);
  }
}

export const joinPath = (base: string, name: string): string => (base ? `${base}.${name}` : name);

/** A 400 whose message already names the fields as sent (not translated again). */
export function sentError(message: string): ApiError {
  return new ApiError(400, 'INVALID_REQUEST_PARAMETER', message);
}

const sameField = (at: string, one: string, other: string): ApiError =>
  sentError(`${at ? `${at}: ` : ''}${one} and ${other} name the same field; send one`);

/** The rule tables as maps (a plain object would answer `constructor` from its prototype). */
export interface CompiledRule {
  readonly aliases: ReadonlyMap<string, string> | undefined;
  readonly flatten: ReadonlyMap<string, CompiledFlatten> | undefined;
  readonly fields: readonly [string, CompiledValue][];
  readonly ruled: ReadonlySet<string>;
  readonly defaults: readonly [string, unknown][];
  readonly finish: ObjectRule['finish'];
}
interface CompiledFlatten {
  readonly fields: ReadonlyMap<string, string>;
  readonly implies: readonly [string, unknown][];
  readonly holds: string;
}
type CompiledValue =
  | { readonly object: CompiledRule }
  | { readonly items: CompiledValue }
  | { readonly convert: (value: unknown, sentPath: string) => unknown };

const toMap = <T>(record: Readonly<Record<string, T>> | undefined): Map<string, T> | undefined =>
  record && new Map(Object.entries(record));

function compileValue(rule: ValueRule): CompiledValue {
  if ('object' in rule) return { object: compile(rule.object) };
  if ('items' in rule) return { items: compileValue(rule.items) };
  return rule;
}

export function compile(rule: ObjectRule): CompiledRule {
  const fields = Object.entries(rule.fields ?? {}).map(([name, value]): [string, CompiledValue] => [
    name,
    compileValue(value),
  ]);
  return {
    aliases: toMap(rule.aliases),
    flatten:
      rule.flatten &&
      new Map(
        Object.entries(rule.flatten).map(([key, f]) => [
          key,
          {
            fields: new Map(Object.entries(f.fields)),
            implies: Object.entries(f.implies ?? {}),
            holds: f.holds,
          },
        ]),
      ),
    fields,
    ruled: new Set(fields.map(([name]) => name)),
    defaults: Object.entries(rule.defaults ?? {}),
    finish: rule.finish,
  };
}

const NONE: ReadonlySet<string> = new Set();
const NOT_RENAMED: ReadonlyMap<string, string> = new Map();

/** The rule of every object no dialect names: nothing renamed, only its nulls dropped. */
const PLAIN: CompiledRule = compile({});

/**
 * Drops the fields of `object` that are `null`: absent, as far as anything after this is
 * concerned. A null under another spelling (`"price": null`) still says how the object spells
 * the field, so "is required" names it so.
 */
function dropNulls(
  object: JsonObject,
  rule: CompiledRule,
  canonical: string,
  sent: string,
  paths: PathRecorder,
): void {
  for (const key of Object.keys(object)) {
    if (object[key] !== null) continue;
    delete object[key];
    const target = rule.aliases?.get(key);
    if (target !== undefined && !Object.hasOwn(object, target)) {
      paths.record(joinPath(canonical, target), joinPath(sent, key));
    }
  }
}

/** Walks what no rule names, for the nulls of the objects inside. */
function walkPlain(value: unknown, canonical: string, sent: string, paths: PathRecorder): void {
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      walkPlain(value[index], `${canonical}[${index}]`, `${sent}[${index}]`, paths);
    }
  } else if (isJsonObject(value)) {
    normalizeObject(value, PLAIN, canonical, sent, paths);
  }
}

function normalizeObject(
  object: JsonObject,
  rule: CompiledRule,
  canonical: string,
  sent: string,
  paths: PathRecorder,
): void {
  dropNulls(object, rule, canonical, sent, paths);
  // Sent key of each renamed canonical field of this object (created on the first rename).
  let sentKeys: Map<string, string> | undefined;
  let flattened: Set<string> | undefined;
  if (rule.aliases || rule.flatten) {
    for (const key of Object.keys(object)) {
      const target = rule.aliases?.get(key);
      if (target !== undefined) {
        if (Object.hasOwn(object, target)) {
          throw sameField(sent, key, sentKeys?.get(target) ?? target);
        }
        object[target] = object[key];
        delete object[key];
        sentKeys ??= new Map();
        sentKeys.set(target, key);
        paths.record(joinPath(canonical, target), joinPath(sent, key));
        continue;
      }
      const spread = rule.flatten?.get(key);
      if (spread === undefined) continue;
      const sentKey = joinPath(sent, key);
      const inner = object[key];
      if (!isJsonObject(inner)) {
        throw sentError(`${sentKey} must be an object with ${spread.holds}`);
      }
      dropNulls(inner, PLAIN, canonical, sent, paths);
      // `charge: {}` beside `charge_interval` still says the group both ways.
      for (const [innerKey, field] of spread.fields) {
        if (!Object.hasOwn(inner, innerKey) && Object.hasOwn(object, field)) {
          throw sameField(sent, key, sentKeys?.get(field) ?? field);
        }
      }
      delete object[key];
      flattened ??= new Set();
      flattened.add(key);
      sentKeys ??= new Map();
      for (const [innerKey, value] of Object.entries(inner)) {
        const field = spread.fields.get(innerKey);
        if (field === undefined) throw sentError(`${sentKey}.${innerKey} is not a known field`);
        if (Object.hasOwn(object, field)) {
          throw sameField(sent, `${key}.${innerKey}`, sentKeys.get(field) ?? field);
        }
        object[field] = value;
        sentKeys.set(field, `${key}.${innerKey}`);
        paths.record(joinPath(canonical, field), `${sentKey}.${innerKey}`);
      }
      for (const [field, value] of spread.implies) {
        if (Object.hasOwn(object, field)) throw sameField(sent, key, sentKeys.get(field) ?? field);
        object[field] = value;
        sentKeys.set(field, key);
        paths.record(joinPath(canonical, field), sentKey);
      }
    }
  }
  if (sentKeys) nameMissingFieldsInDialect(object, rule, canonical, sent, flattened, paths);
  for (const [field, value] of rule.defaults) {
    if (!Object.hasOwn(object, field)) object[field] = value;
  }
  for (const [name, valueRule] of rule.fields) {
    if (!Object.hasOwn(object, name)) continue;
    const childSent = joinPath(sent, sentKeys?.get(name) ?? name);
    object[name] = normalizeValue(
      object[name],
      valueRule,
      joinPath(canonical, name),
      childSent,
      paths,
    );
  }
  for (const name of Object.keys(object)) {
    const value = object[name];
    if (rule.ruled.has(name) || typeof value !== 'object' || value === null) continue;
    walkPlain(value, joinPath(canonical, name), joinPath(sent, sentKeys?.get(name) ?? name), paths);
  }
  rule.finish?.(object, {
    canonical,
    sent,
    paths,
    flattened: flattened ?? NONE,
    renamed: sentKeys ?? NOT_RENAMED,
  });
}

/**
 * An object written in a dialect hears about a missing field in that dialect too:
 * `products[0].price is required` when the product said `name` and `type`, and
 * `products[0].charge.value is required…` when its `charge` lacked `value`.
 */
function nameMissingFieldsInDialect(
  object: JsonObject,
  rule: CompiledRule,
  canonical: string,
  sent: string,
  flattened: ReadonlySet<string> | undefined,
  paths: PathRecorder,
): void {
  for (const [spelling, target] of rule.aliases ?? []) {
    if (!Object.hasOwn(object, target)) {
      paths.record(joinPath(canonical, target), joinPath(sent, spelling));
    }
  }
  for (const key of flattened ?? []) {
    for (const [innerKey, target] of rule.flatten?.get(key)?.fields ?? []) {
      if (!Object.hasOwn(object, target)) {
        paths.record(joinPath(canonical, target), `${joinPath(sent, key)}.${innerKey}`);
      }
    }
  }
}

function normalizeValue(
  value: unknown,
  rule: CompiledValue,
  canonical: string,
  sent: string,
  paths: PathRecorder,
): unknown {
  if ('convert' in rule) return rule.convert(value, sent);
  if ('object' in rule) {
    if (isJsonObject(value)) normalizeObject(value, rule.object, canonical, sent, paths);
    return value;
  }
  // Wrong types are left for the schema, which names them.
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      value[index] = normalizeValue(
        value[index],
        rule.items,
        `${canonical}[${index}]`,
        `${sent}[${index}]`,
        paths,
      );
    }
  }
  return value;
}

/**
 * Normalizes `body` in place under `rule`; answers the renames made (undefined when the body was
 * already canonical). Throws a 400 naming the fields as sent when one field is spelt two ways.
 */
export function normalizeBody(body: unknown, rule: CompiledRule): SentPaths | undefined {
  const paths = new PathRecorder();
  normalizeInto(body, rule, paths);
  return paths.paths;
}

/** As normalizeBody, recording into `paths` (a request's body and query share one record). */
export function normalizeInto(body: unknown, rule: CompiledRule, paths: PathRecorder): void {
  if (isJsonObject(body)) normalizeObject(body, rule, '', '', paths);
}

/**
 * Moves `from` (a field of one object) to `to` (a field of another), as another spelling of it.
 * Both present: fine when equal, else a 400 naming both.
 */
export function moveField(
  from: { object: unknown; path: string; key: string },
  to: { object: unknown; path: string; key: string },
  paths: PathRecorder,
): void {
  if (!isJsonObject(from.object) || !Object.hasOwn(from.object, from.key)) return;
  const value = from.object[from.key];
  const fromPath = joinPath(from.path, from.key);
  const toPath = joinPath(to.path, to.key);
  if (!isJsonObject(to.object)) return; // the schema names the missing or mistyped object
  delete from.object[from.key];
  if (Object.hasOwn(to.object, to.key)) {
    if (to.object[to.key] !== value) {
      throw sentError(`${fromPath} and ${toPath} differ; send one (they name the same field)`);
    }
    return;
  }
  to.object[to.key] = value;
  paths.record(toPath, fromPath);
}
