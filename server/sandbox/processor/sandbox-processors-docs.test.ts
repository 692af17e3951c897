// docs/sandbox.md's "Sandbox processors" is written by hand: its example document must be one the
// routing API accepts, and the texts and cards it quotes must be what the sandbox answers.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../platform/paths.ts';
import { behaviourProblems, SANDBOX_BEHAVIOUR_SCHEMA, type SandboxBehaviour } from './behaviour.ts';
import { binEntry } from './bin-table.ts';
import { SANDBOX_TEXT_PREFIX } from './processor-codes.ts';
import { createSandboxProcessor } from './sandbox-processor.ts';
import { isTestCardNumber } from './token-cards.ts';

const doc = readFileSync(resolve(projectRoot, 'docs/sandbox.md'), 'utf8');
const section = doc.slice(doc.indexOf('## Sandbox processors'), doc.indexOf('## Captures, voids'));

interface DocumentedProcessor {
  id: string;
  name: string;
  behaviour?: SandboxBehaviour;
}

const example = JSON.parse(/```json\n([\s\S]*?)```/.exec(section)?.[1] ?? 'null') as {
  processors: DocumentedProcessor[];
};

const documented = (id: string): DocumentedProcessor => {
  const found = example.processors.find((processor) => processor.id === id);
  if (!found) throw new Error(`docs/sandbox.md's example has no processor ${id}`);
  return found;
};

describe('docs/sandbox.md, Sandbox processors', () => {
  it('holds an example whose behaviours pass the schema and behaviourProblems', () => {
    const validate = new Ajv({ allErrors: true }).compile(SANDBOX_BEHAVIOUR_SCHEMA);
    expect(example.processors.length).toBe(2);
    example.processors.forEach((processor, index) => {
      expect(validate(processor.behaviour ?? {}), JSON.stringify(validate.errors)).toBe(true);
      expect(
        behaviourProblems(processor.behaviour ?? {}, `processors[${index}].behaviour`),
      ).toEqual([]);
    });
  });

  it('quotes cards that are no test card, with the countries it says', () => {
    expect(section).toContain('`4000 0000 0000 1232` has the BIN of the');
    for (const [number, country] of [
      ['4000000000001232', 'DE'],
      ['4242420000000000', 'US'],
      ['4111111111111111', undefined],
    ] as const) {
      expect(isTestCardNumber(number), number).toBe(false);
      expect(binEntry(number)?.countryCode, number).toBe(country);
    }
  });

  it('quotes the texts the example processor answers', async () => {
    const { id, name, behaviour } = documented('acquirer-b');
    // As the registry makes a routing document's processors (sandbox-registry.ts).
    const processor = createSandboxProcessor({
      id,
      name,
      behaviour,
      textPrefix: SANDBOX_TEXT_PREFIX,
      sleep: async () => {},
    });
    const card = { kind: 'typed', number: '4000000000001232', holderName: 'Ann Example' } as const;
    const declined = await processor.authorize(card, {
      amount: '10.00',
      currencyCode: 'EUR',
      now: new Date('2026-11-22T10:00:00Z'),
    });
    const down = await processor.authorize(card, {
      amount: '10.00',
      currencyCode: 'EUR',
      now: new Date('2026-11-22T23:45:00Z'),
    });
    const inOneLine = section.replace(/\s+/g, ' ');
    expect(inOneLine).toContain(`\`${declined.processorResponseText}\``);
    expect(inOneLine).toContain(`\`${down.processorResponseText}\``);
  });
});
