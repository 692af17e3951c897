import { Ajv, type ValidateFunction } from 'ajv';
import type { FromSchema } from 'json-schema-to-ts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUTING } from '../domain/routing/default-routing.ts';
import { type RoutingExplanation, routeAttempt } from '../domain/routing/route-attempt.ts';
import { cardFacts, routingOf } from '../domain/routing/routing.fixture.ts';
import type { RoutingConfiguration, RoutingFacts } from '../domain/routing/routing-rules.ts';
import { type ThreeDsAnswer, threeDsRequest } from '../domain/routing/three-ds-rules.ts';
import { CARD_NUMBER_EXEMPT } from './card-number-text.ts';
import { routingExplanationSchema, threeDsAnswerSchema } from './routing-explanation-schema.ts';
import {
  ROUTING_CONDITIONS,
  ROUTING_LIMITS,
  routingConfigurationSchema,
  routingFactsSchema,
  routingRuleSchema,
} from './routing-schema.ts';

// The routing document's and an attempt's facts' JSON Schemas, compiled with the options the
// server's routes use (server/app.ts): what they take, what they refuse and where they say so.

const ajv = new Ajv({
  removeAdditional: false,
  coerceTypes: false,
  useDefaults: false,
  allErrors: false,
  allowUnionTypes: true,
  keywords: [CARD_NUMBER_EXEMPT],
});
const validateDocument = ajv.compile(routingConfigurationSchema);
const validateFacts = ajv.compile(routingFactsSchema);
const validateExplanation = ajv.compile(routingExplanationSchema);
const validateThreeDsAnswer = ajv.compile(threeDsAnswerSchema);

// What the schemas accept is what the domain types: a document that passes is a
// RoutingConfiguration, facts that pass are RoutingFacts (a compile-time check).
const documentIsTyped = (document: FromSchema<typeof routingConfigurationSchema>) =>
  document satisfies RoutingConfiguration;
const factsAreTyped = (facts: FromSchema<typeof routingFactsSchema>) =>
  facts satisfies RoutingFacts;
// And what the explanation's schema describes is what the domain types.
const explanationIsDescribed = (explanation: FromSchema<typeof routingExplanationSchema>) =>
  explanation satisfies RoutingExplanation;
const threeDsAnswerIsDescribed = (answer: FromSchema<typeof threeDsAnswerSchema>) =>
  answer satisfies ThreeDsAnswer;

/** The first error of `validate` on `value`: its path and keyword, or undefined when it passes. */
function firstError(validate: ValidateFunction<unknown>, value: unknown) {
  if (validate(value)) return undefined;
  const [error] = validate.errors ?? [];
  return { path: error?.instancePath, keyword: error?.keyword };
}

const copy = (): { processors: Record<string, unknown>[]; rules: Record<string, unknown>[] } =>
  structuredClone(DEFAULT_ROUTING) as never;

describe('the routing document schema', () => {
  it('has one condition for each name an explanation may give, in the order they are checked', () => {
    expect(Object.keys(routingRuleSchema.properties.conditions.properties)).toEqual([
      ...ROUTING_CONDITIONS,
    ]);
  });

  it('takes the default document', () => {
    expect(firstError(validateDocument, DEFAULT_ROUTING)).toBeUndefined();
    expect(documentIsTyped).toBeTypeOf('function');
  });

  it('takes a three_ds section in each mode, absent as before', () => {
    const rules = [
      { when: { min_amounts: [{ currency_code: 'EUR', amount: '30.00' }], bin_countries: ['DE'] } },
    ];
    for (const three_ds of [
      { mode: 'never' },
      { mode: 'always' },
      { mode: 'processor' },
      { mode: 'rules', rules },
    ]) {
      expect(firstError(validateDocument, { ...DEFAULT_ROUTING, three_ds })).toBeUndefined();
    }
    expect(
      firstError(validateDocument, {
        ...DEFAULT_ROUTING,
        three_ds: { mode: 'rules', rules: [{ when: { min_amounts: [] } }] },
      }),
    ).toEqual({ path: '/three_ds/rules/0/when/min_amounts', keyword: 'minItems' });
    expect(
      firstError(validateDocument, {
        ...DEFAULT_ROUTING,
        three_ds: { mode: 'rules', rules: [{ when: { amount: '30' } }] },
      }),
    ).toEqual({ path: '/three_ds/rules/0/when', keyword: 'additionalProperties' });
  });

  it('refuses more processors or rules than the limits, before reading them', () => {
    const processors = Array.from({ length: ROUTING_LIMITS.processors + 1 }, () => ({}));
    expect(firstError(validateDocument, { processors, rules: [] })).toEqual({
      path: '/processors',
      keyword: 'maxItems',
    });
    const rules = Array.from({ length: ROUTING_LIMITS.rules + 1 }, () => ({}));
    expect(firstError(validateDocument, { processors: [], rules })).toEqual({
      path: '/rules',
      keyword: 'maxItems',
    });
  });

  it('refuses unknown fields, amounts as numbers and ids out of pattern, naming the path', () => {
    const unknown = copy();
    (unknown.rules[1] as { conditions: Record<string, unknown> }).conditions.schemes = ['VISA'];
    expect(firstError(validateDocument, unknown)).toEqual({
      path: '/rules/1/conditions',
      keyword: 'additionalProperties',
    });
    const numeric = copy();
    numeric.rules[1] = {
      id: 'big',
      conditions: { amount: { currency_code: 'EUR', min: 100 } },
      route: { processors: ['cards-a'] },
    };
    expect(firstError(validateDocument, numeric)).toEqual({
      path: '/rules/1/conditions/amount/min',
      keyword: 'type',
    });
    const badId = copy();
    (badId.processors[0] as { id: string }).id = 'Cards A';
    expect(firstError(validateDocument, badId)).toEqual({
      path: '/processors/0/id',
      keyword: 'pattern',
    });
  });

  it('refuses an empty condition list (leave the condition out to match anything) and repeats', () => {
    const empty = copy();
    (empty.rules[1] as { conditions: Record<string, unknown> }).conditions.methods = [];
    expect(firstError(validateDocument, empty)).toEqual({
      path: '/rules/1/conditions/methods',
      keyword: 'minItems',
    });
    const repeated = copy();
    (repeated.rules[1] as { conditions: Record<string, unknown> }).conditions.methods = [
      'CARD',
      'CARD',
    ];
    expect(firstError(validateDocument, repeated)).toEqual({
      path: '/rules/1/conditions/methods',
      keyword: 'uniqueItems',
    });
  });

  it('takes split percentages with up to 2 decimals', () => {
    const split = copy();
    split.rules[1] = {
      id: 'split',
      route: {
        split: [
          { processor: 'cards-a', percentage: '66.67' },
          { processor: 'cards-b', percentage: '33.33' },
        ],
      },
    };
    expect(firstError(validateDocument, split)).toBeUndefined();
    (split.rules[1] as { route: { split: { percentage: string }[] } }).route.split[0] = {
      processor: 'cards-a',
      percentage: '66.667',
    } as never;
    expect(firstError(validateDocument, split)).toEqual({
      path: '/rules/1/route/split/0/percentage',
      keyword: 'pattern',
    });
  });
});

describe('the routing facts schema', () => {
  it('takes a payment and a payout', () => {
    expect(factsAreTyped).toBeTypeOf('function');
    expect(
      firstError(validateFacts, {
        payment_id: 'pay_1',
        method: 'CARD',
        card_scheme: 'VISA',
        currency_code: 'EUR',
        amount: '10.00',
        bin_country: 'DE',
        shopper_country: 'FR',
        needs: ['mit', 'three_ds'],
      }),
    ).toBeUndefined();
    expect(
      firstError(validateFacts, {
        payment_id: 'po_1',
        transaction_kind: 'PAYOUT',
        method: 'CRYPTO',
        currency_code: 'USDT',
        amount: '0.000000000000000001',
      }),
    ).toBeUndefined();
  });

  it('refuses an unknown need, method or field', () => {
    const base = { payment_id: 'p', method: 'CARD', currency_code: 'EUR', amount: '1' };
    expect(firstError(validateFacts, { ...base, needs: ['teleport'] })?.path).toBe('/needs/0');
    expect(firstError(validateFacts, { ...base, method: 'CHEQUE' })?.path).toBe('/method');
    expect(firstError(validateFacts, { ...base, card_number: '4242' })?.keyword).toBe(
      'additionalProperties',
    );
  });
});

describe('the explanation schema', () => {
  it('describes every kind of decision: routed by priority or split, and each refusal', () => {
    expect(explanationIsDescribed).toBeTypeOf('function');
    const split = routingOf([
      { id: 'eur', conditions: { currencies: ['EUR'] }, route: { processors: ['a'] } },
      {
        id: 'split',
        conditions: { methods: ['CARD'] },
        route: {
          split: [
            { processor: 'a', percentage: '50' },
            { processor: 'b', percentage: '50' },
          ],
        },
      },
    ]);
    const decisions = [
      routeAttempt(DEFAULT_ROUTING, cardFacts()),
      routeAttempt(split, cardFacts({ currency_code: 'USD' })),
      routeAttempt(split, cardFacts({ currency_code: 'JPY' })),
      routeAttempt(split, cardFacts({ method: 'PAYPAL', currency_code: 'USD' })),
      routeAttempt(DEFAULT_ROUTING, cardFacts({ method: 'PIX', needs: ['mit'] })),
    ];
    expect(decisions.map((decision) => decision.explanation.response_code)).toEqual([
      null,
      null,
      2909,
      2910,
      2902,
    ]);
    for (const { explanation } of decisions) {
      expect(
        firstError(validateExplanation, JSON.parse(JSON.stringify(explanation))),
      ).toBeUndefined();
    }
  });
});

describe("the 3-D Secure answer's schema", () => {
  it('describes each request: required by a rule or a mode, left to the processor, none', () => {
    expect(threeDsAnswerIsDescribed).toBeTypeOf('function');
    const rules = [{ when: { bin_countries: ['DE'] } }];
    const answers = [
      threeDsRequest({ mode: 'rules', rules }, cardFacts()),
      threeDsRequest({ mode: 'always' }, cardFacts()),
      threeDsRequest({ mode: 'processor' }, cardFacts()),
      threeDsRequest({ mode: 'rules', rules }, cardFacts({ bin_country: 'US' })),
      threeDsRequest(undefined, cardFacts()),
    ];
    expect(answers.map((answer) => [answer.request, answer.rule])).toEqual([
      ['REQUIRED', 0],
      ['REQUIRED', null],
      ['PROCESSOR_DECIDES', null],
      ['NOT_REQUESTED', null],
      ['NOT_REQUESTED', null],
    ]);
    for (const answer of answers) {
      expect(firstError(validateThreeDsAnswer, JSON.parse(JSON.stringify(answer)))).toBeUndefined();
    }
  });
});
