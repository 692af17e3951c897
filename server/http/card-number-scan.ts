import type { FastifyRequest } from 'fastify';
import { containsCardNumber } from '../../common/card/pan-detector.ts';
import { ApiError } from '../contract/api-error.ts';
import { CARD_NUMBER_EXEMPT, CARD_NUMBER_RULE } from '../contract/card-number-text.ts';

// The one card-number check of request bodies (server/contract/card-number-text.ts says why): a
// `preHandler` of the merchant API, the sandbox's tools API and the demo checkout, so it runs
// after the dialect's renames and the schema, on the body the route is about to use. It walks
// every string of the body, map keys included, beside the route's body schema, and skips only
// the fields whose schema says CARD_NUMBER_EXEMPT. A body without a schema is walked whole.

type Schema = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const schemaAt = (schema: Schema | undefined, keyword: string): Schema | undefined => {
  const found = schema?.[keyword];
  return isObject(found) ? found : undefined;
};

/** The schema of `key` in an object of `schema`: its property's, or its maps' values'. */
function propertySchema(schema: Schema | undefined, key: string): Schema | undefined {
  const properties = schemaAt(schema, 'properties');
  if (properties && Object.hasOwn(properties, key)) return schemaAt(properties, key);
  return schemaAt(schema, 'additionalProperties');
}

const join = (path: string, key: string): string => (path ? `${path}.${key}` : key);

/**
 * The path of the first field of `value` that holds a card number (`products[0].product_name`,
 * as error messages name fields), or undefined. A map key that holds one is reported by its map's
 * path: the error must not repeat the number.
 */
export function cardNumberField(
  value: unknown,
  schema: Schema | undefined,
  path = '',
): string | undefined {
  if (schema?.[CARD_NUMBER_EXEMPT] !== undefined) return undefined;
  if (typeof value === 'string') return containsCardNumber(value) ? path || 'body' : undefined;
  if (Array.isArray(value)) {
    const items = schemaAt(schema, 'items');
    for (const [i, item] of value.entries()) {
      const found = cardNumberField(item, items, `${path}[${i}]`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (!isObject(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (containsCardNumber(key)) return path || 'body';
    const found = cardNumberField(item, propertySchema(schema, key), join(path, key));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Refuses a body with a card number in any field the route's schema does not exempt. */
export async function refuseCardNumbersInBody(request: FastifyRequest): Promise<void> {
  const schema = request.routeOptions.schema?.body;
  const field = cardNumberField(request.body, isObject(schema) ? schema : undefined);
  if (field !== undefined) throw ApiError.badParameter(field, CARD_NUMBER_RULE);
}
