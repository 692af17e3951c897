import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_NUMBER_EXEMPT } from '../../contract/card-number-text.ts';
import { routingConfigurationSchema } from '../../contract/routing-schema.ts';
import { installErrorHandling } from '../../http/errors.ts';
import { DEFAULT_ROUTING } from './default-routing.ts';
import type { RoutingConfiguration } from './routing-rules.ts';
import { assertValidRouting } from './routing-validation.ts';

// A document refused by the schema or by the checks beside it leaves in the spec's error body,
// naming the field by its path and the rule, as every other 400: the two calls a route makes
// (the schema on the route, assertValidRouting in the handler), behind the server's one error
// handler and its Ajv options (server/app.ts).

const app = Fastify({
  ajv: {
    customOptions: {
      removeAdditional: false,
      coerceTypes: false,
      useDefaults: false,
      allErrors: false,
      allowUnionTypes: true,
      keywords: [CARD_NUMBER_EXEMPT],
    },
  },
});
installErrorHandling(app);
app.put<{ Body: RoutingConfiguration }>(
  '/routing',
  { schema: { body: routingConfigurationSchema } },
  async (request) => {
    assertValidRouting(request.body);
    return { stored: true };
  },
);
beforeAll(() => app.ready());
afterAll(() => app.close());

async function put(document: unknown) {
  const res = await app.inject({ method: 'PUT', url: '/routing', payload: document as object });
  return { status: res.statusCode, body: res.json() };
}

const refusal = (message: string) => ({
  status: 400,
  body: { errors: [{ error_code: 'INVALID_REQUEST_PARAMETER', error_message: message }] },
});

describe('a routing document refused', () => {
  it('takes the default document', async () => {
    expect(await put(DEFAULT_ROUTING)).toEqual({ status: 200, body: { stored: true } });
  });

  it('by its schema, naming the field by its path', async () => {
    const document = structuredClone(DEFAULT_ROUTING) as unknown as {
      rules: { conditions?: Record<string, unknown> }[];
    };
    const [, cards] = document.rules;
    if (cards?.conditions) cards.conditions.schemes = ['VISA'];
    expect(await put(document)).toEqual(
      refusal('rules[1].conditions.schemes is not a known field'),
    );
  });

  it('by the checks beside it, naming the field by its path', async () => {
    const document = {
      ...DEFAULT_ROUTING,
      rules: [
        ...DEFAULT_ROUTING.rules,
        {
          id: 'halves',
          route: {
            split: [
              { processor: 'cards-a', percentage: '50' },
              { processor: 'cards-b', percentage: '49.5' },
            ],
          },
        },
      ],
    };
    expect(await put(document)).toEqual(
      refusal('rules[4].route.split percentages must add up to exactly 100: they add up to 99.50'),
    );
  });

  it('for its size, before anything walks it', async () => {
    const rules = Array.from({ length: 501 }, (_, index) => ({
      id: `r${index}`,
      route: { processors: ['cards-a'] },
    }));
    expect(await put({ processors: DEFAULT_ROUTING.processors, rules })).toEqual(
      refusal('rules must hold at most 500 items'),
    );
  });

  it('for its three_ds section, by the schema, its size and the checks beside it', async () => {
    expect(await put({ ...DEFAULT_ROUTING, three_ds: { mode: 'sometimes' } })).toEqual(
      refusal('three_ds.mode must be one of never, always, rules, processor'),
    );
    const rules = Array.from({ length: 51 }, () => ({ when: { bin_countries: ['DE'] } }));
    expect(await put({ ...DEFAULT_ROUTING, three_ds: { mode: 'rules', rules } })).toEqual(
      refusal('three_ds.rules must hold at most 50 items'),
    );
    const minimum = { currency_code: 'EUR', amount: 30 };
    expect(
      await put({
        ...DEFAULT_ROUTING,
        three_ds: { mode: 'rules', rules: [{ when: { min_amounts: [minimum] } }] },
      }),
    ).toEqual(refusal('three_ds.rules[0].when.min_amounts[0].amount must be of type string'));
    const jpy = { currency_code: 'JPY', amount: '5000.50' };
    expect(
      await put({
        ...DEFAULT_ROUTING,
        three_ds: { mode: 'rules', rules: [{ when: { min_amounts: [jpy] } }] },
      }),
    ).toEqual(
      refusal(
        'three_ds.rules[0].when.min_amounts[0].amount must be an amount with at most 0 decimals in JPY',
      ),
    );
    expect(await put({ ...DEFAULT_ROUTING, three_ds: { mode: 'rules' } })).toEqual(
      refusal('three_ds.rules must list at least one rule: mode is rules'),
    );
  });
});
