import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from '../../http/errors.ts';
import { behaviourProblems, SANDBOX_BEHAVIOUR_SCHEMA, type SandboxBehaviour } from './behaviour.ts';

// A sandbox processor's behaviour is checked where the routing document arrives: its shape by the
// JSON Schema on the route, each bad field answered with its path by the one error handler, and
// what a schema cannot say by behaviourProblems, under the same path.

let app: FastifyInstance;

beforeAll(async () => {
  // A route of the routing document's shape: processors, each with its behaviour.
  app = Fastify({ ajv: { customOptions: { removeAdditional: false, coerceTypes: false } } });
  installErrorHandling(app);
  app.put(
    '/routing',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            processors: {
              type: 'array',
              items: {
                type: 'object',
                properties: { id: { type: 'string' }, behaviour: SANDBOX_BEHAVIOUR_SCHEMA },
              },
            },
          },
        },
      },
    },
    async () => ({ ok: true }),
  );
  await app.ready();
});

afterAll(() => app.close());

/** The error message for a document whose second processor has `behaviour`. */
async function refusal(behaviour: unknown): Promise<string> {
  const res = await app.inject({
    method: 'PUT',
    url: '/routing',
    payload: { processors: [{ id: 'a' }, { id: 'b', behaviour }] },
  });
  expect(res.statusCode).toBe(400);
  return res.json().errors[0].error_message;
}

describe('the behaviour schema', () => {
  it('accepts a full behaviour', async () => {
    const behaviour: SandboxBehaviour = {
      approval_profile: [
        { when: { bin_countries: ['DE', 'AT'] }, code: 2004 },
        { when: { amount: { currency_code: 'EUR', min: '100', max: '200.50' } }, code: 2007 },
        { when: {}, code: 1000 },
      ],
      latency_ms: 250,
      outages: [
        { from: '23:30', to: '00:30', code: 3901 },
        { from: '2026-12-24T18:00:00Z', to: '2026-12-26T00:00:00+01:00', code: 2903 },
      ],
      three_ds: 'frictionless',
    };
    const res = await app.inject({
      method: 'PUT',
      url: '/routing',
      payload: { processors: [{ id: 'b', behaviour }] },
    });
    expect(res.statusCode).toBe(200);
    expect(behaviourProblems(behaviour, 'processors[0].behaviour')).toEqual([]);
  });

  it('names the path of each bad field', async () => {
    const at = 'processors[1].behaviour';
    expect(await refusal({ outages: [{ from: '01:00', to: '02:00', code: 2900 }] })).toBe(
      `${at}.outages[0].code must be one of 2903, 2914, 3901`,
    );
    expect(
      await refusal({ approval_profile: [{ when: { bin_countries: ['de'] }, code: 2004 }] }),
    ).toBe(`${at}.approval_profile[0].when.bin_countries[0] must match the pattern ^[A-Z]{2}$`);
    expect(
      await refusal({
        approval_profile: [{ when: { amount: { currency_code: 'EUR', max: 100 } }, code: 2004 }],
      }),
    ).toBe(`${at}.approval_profile[0].when.amount.max must be of type string`);
    expect(await refusal({ approval_profile: [{ when: {} }] })).toBe(
      `${at}.approval_profile[0].code is required`,
    );
    expect(await refusal({ latency_ms: 60_000 })).toBe(`${at}.latency_ms must be <= 30000`);
    expect(await refusal({ three_ds: 'sometimes' })).toBe(
      `${at}.three_ds must be one of frictionless, challenge`,
    );
    expect(await refusal({ approval_rules: [] })).toBe(`${at}.approval_rules is not a known field`);
  });

  it('leaves to behaviourProblems what a schema cannot say, under the same paths', () => {
    const at = 'processors[1].behaviour';
    const problems = behaviourProblems(
      {
        approval_profile: [
          { when: {}, code: 1301 },
          { when: {}, code: 2999 },
          { when: { amount: { currency_code: 'EUR', min: '200.01', max: '200' } }, code: 2007 },
        ],
        outages: [
          { from: '10:00', to: '10:00', code: 2903 },
          { from: '10:00', to: '2026-12-24T18:00:00Z', code: 2903 },
          { from: '2026-12-24T18:00:00Z', to: '2026-12-24T18:00:00Z', code: 2914 },
          { from: '2026-02-30T00:00:00Z', to: 'tomorrow', code: 3901 },
        ],
      },
      at,
    );
    expect(problems.map((problem) => problem.field)).toEqual([
      `${at}.approval_profile[0].code`,
      `${at}.approval_profile[1].code`,
      `${at}.approval_profile[2].when.amount.max`,
      `${at}.outages[0].to`,
      `${at}.outages[1].to`,
      `${at}.outages[2].to`,
      `${at}.outages[3].from`,
      `${at}.outages[3].to`,
    ]);
    expect(problems[0]?.rule).toBe(
      "must be a response code of the spec's table (docs/sandbox.md) that is not a 3-D Secure code",
    );
    expect(problems[2]?.rule).toBe('must not be below min');
    expect(problems[5]?.rule).toBe('must be after from');
    expect(problems[6]?.rule).toMatch(
      /^must be a time of day such as 22:00 \(UTC, HH:MM\) or a date-time/,
    );
  });
});
