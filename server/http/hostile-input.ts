import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../contract/api-error.ts';
import { isEmptyBody } from './empty-body.ts';

// One check at the edge, for every route, before schemas and handlers: no
// string anywhere in a request — JSON body (values and keys), query string, path parameters —
// may hold a NUL character (PostgreSQL text cannot store it) or an unpaired UTF-16 surrogate
// (not text at all; it cannot be encoded as UTF-8 for storage, postbacks or pages). Bodies are
// checked by the JSON parser itself, which also refuses bodies nested deeper than any schema
// allows (so nothing recursive ever sees them) and `__proto__` / `constructor.prototype` keys
// (JSON.parse keeps them as plain keys, but a later spread or merge would not).

/** Deeper than any body the API defines (theme_rules is the deepest, at 4 levels). */
export const MAX_BODY_DEPTH = 32;
/** Longer request targets are answered 414 (Node refuses a request line + headers over 16 KB). */
export const MAX_URL_LENGTH = 8 * 1024;

const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const PLAIN_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

function isPollutingKey(key: string, value: unknown): boolean {
  return (
    key === '__proto__' ||
    (key === 'constructor' &&
      typeof value === 'object' &&
      value !== null &&
      Object.hasOwn(value, 'prototype'))
  );
}

/** A node of the walk; the path of a node is built from its parents only when it is reported. */
interface Node {
  value: unknown;
  key: string | number | undefined;
  parent: Node | undefined;
  depth: number;
}

/**
 * `customer.merchant_customer_id`, `products[0].product_name`, `theme_rules[".kassa-label"]`;
 * `whole` names the request part itself (a bad key at its top level).
 */
function fieldPath(node: Node, root: string, whole: string): string {
  const keys: (string | number)[] = [];
  for (let at: Node | undefined = node; at?.key !== undefined; at = at.parent) keys.push(at.key);
  let path = root;
  for (const key of keys.reverse()) {
    if (typeof key === 'number') path += `[${key}]`;
    else if (!PLAIN_KEY.test(key)) path += `[${JSON.stringify(key)}]`;
    else path += path ? `.${key}` : key;
  }
  return path || whole;
}

const RULE = 'must not contain NUL characters or unpaired UTF-16 surrogates';

/**
 * Walks `value` without recursion and throws a 400 naming the first field that holds unstorable
 * text, has such a key, or is nested deeper than MAX_BODY_DEPTH. `root` prefixes the field names
 * ('' for a body, so fields read as the merchant wrote them); `whole` names the part itself.
 */
export function checkStorable(value: unknown, root: string, whole = 'body'): void {
  const stack: Node[] = [{ value, key: undefined, parent: undefined, depth: 0 }];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    const current = node.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) throw ApiError.badParameter(fieldPath(node, root, whole), RULE);
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (node.depth >= MAX_BODY_DEPTH) {
      throw ApiError.badParameter(
        fieldPath(node, root, whole),
        `is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`,
      );
    }
    const depth = node.depth + 1;
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        stack.push({ value: current[index], key: index, parent: node, depth });
      }
      continue;
    }
    const entries = Object.entries(current);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index] as [string, unknown];
      if (isPollutingKey(key, child)) {
        throw ApiError.badParameter(
          fieldPath(node, root, whole),
          'must not hold a "__proto__" key or "constructor.prototype"',
        );
      }
      if (!isStorableText(key)) {
        // The key itself is not echoed: name the object that holds it.
        throw ApiError.badParameter(
          fieldPath(node, root, whole),
          'has a key holding NUL characters or unpaired UTF-16 surrogates',
        );
      }
      stack.push({ value: child, key, parent: node, depth });
    }
  }
}

async function refuseHostileInput(request: FastifyRequest): Promise<void> {
  if (request.url.length > MAX_URL_LENGTH) {
    throw new ApiError(
      414,
      'INVALID_REQUEST',
      `the URL must be at most ${MAX_URL_LENGTH} characters long`,
    );
  }
  // A bad key at the top level is named by the part that holds it, not as a body's.
  checkStorable(request.params, '', 'path');
  checkStorable(request.query, '', 'query string');
}

/** JSON bodies: parsed, then walked once, before any hook, schema or handler sees them. */
function parseJsonBody(body: string): unknown {
  // Nothing sent is no body (server/http/empty-body.ts), not a malformed one.
  if (isEmptyBody(body)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    // The parser's message quotes part of the body, which may hold card data: never echo it.
    throw new ApiError(400, 'INVALID_REQUEST', 'request body is not valid JSON');
  }
  checkStorable(parsed, '');
  return parsed;
}

/** Installs the checks on every route of the app (before the routes are registered). */
export function installHostileInputCheck(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    async (_request: FastifyRequest, body: string | Buffer) => parseJsonBody(String(body)),
  );
  app.addHook('preValidation', refuseHostileInput);
}
