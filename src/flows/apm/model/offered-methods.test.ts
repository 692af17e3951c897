import { describe, expect, it } from 'vitest';
import { createCardMethod } from '../../../checkout/card/card-method.ts';
import { englishMessages } from '../../../test-support/english-messages.tsx';
import { FIXTURE_NOW } from '../../../test-support/session-fixture.ts';
import { offeredMethods } from './offered-methods.ts';

const card = createCardMethod(() => FIXTURE_NOW, englishMessages);
const names = (methods: ReturnType<typeof offeredMethods>) =>
  methods.map((method) => (method.kind === 'card' ? 'CARD' : method.method));

describe('offeredMethods', () => {
  it("puts the card first, then the other methods in the merchant's order", () => {
    expect(names(offeredMethods(['CARD', 'IDEAL', 'PIX'], card, englishMessages))).toEqual([
      'CARD',
      'IDEAL',
      'PIX',
    ]);
    expect(names(offeredMethods(['IDEAL', 'PIX', 'CARD'], card, englishMessages))).toEqual([
      'CARD',
      'IDEAL',
      'PIX',
    ]);
    expect(names(offeredMethods(['PIX', 'IDEAL'], card, englishMessages))).toEqual([
      'PIX',
      'IDEAL',
    ]);
  });

  it('leaves the wallets to their buttons, resolves aliases and offers each method once', () => {
    const methods = offeredMethods(
      ['APPLE_PAY', 'CARD', 'NAVERPAY', 'NAVER_PAY', 'GOOGLE_PAY'],
      card,
      englishMessages,
    );
    expect(names(methods)).toEqual(['CARD', 'NAVER_PAY']);
    expect(methods[0]).toBe(card);
  });

  it('gives each alternative method its flow kind and label, and an APM alone is the only method', () => {
    const [only, ...rest] = offeredMethods(['OXXOPAY'], card, englishMessages);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ kind: 'voucher', method: 'OXXOPAY', label: 'OXXO Pay' });
  });

  it('falls back to the card when no name is one it knows', () => {
    expect(offeredMethods(['NOT_A_METHOD'], card, englishMessages)).toEqual([card]);
  });
});
