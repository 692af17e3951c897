// Reading the OpenAPI document as the JSON it is: the docs page and the tests walk it
// without trusting its shape.

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function objectAt(value: unknown, key: string): JsonObject {
  const found = isObject(value) ? value[key] : undefined;
  return isObject(found) ? found : {};
}

export function textAt(value: unknown, key: string): string {
  const found = isObject(value) ? value[key] : undefined;
  return typeof found === 'string' ? found : '';
}

export interface Operation {
  method: string;
  path: string;
  operation: JsonObject;
}

/** Every operation of the document's paths, in the document's order. */
export function operationsOf(document: JsonObject): Operation[] {
  const found: Operation[] = [];
  for (const [path, item] of Object.entries(objectAt(document, 'paths'))) {
    for (const [method, operation] of Object.entries(isObject(item) ? item : {})) {
      if (isObject(operation)) found.push({ method: method.toUpperCase(), path, operation });
    }
  }
  return found;
}

/** The JSON body of an operation's request: its schema and examples, or {} without a body. */
export function requestMedia(operation: JsonObject): JsonObject {
  return objectAt(objectAt(objectAt(operation, 'requestBody'), 'content'), 'application/json');
}

/** The example request bodies of an operation, in the document's order. */
export function requestExamplesOf(operation: JsonObject): unknown[] {
  const media = requestMedia(operation);
  if ('example' in media) return [media.example];
  return Object.values(objectAt(media, 'examples')).map((example) =>
    isObject(example) ? example.value : undefined,
  );
}
