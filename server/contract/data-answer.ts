// The sandbox tools answer `{"data": …}` and nothing else: the schema of such an answer, from the
// schema of its `data`.

/** The schema of `{"data": <data>}`. */
export function dataAnswer<const Data>(data: Data) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['data'],
    properties: { data },
  } as const;
}
