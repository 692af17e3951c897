import { describe, expect, it } from 'vitest';
import { createCardMethod } from '../checkout/card/card-method.ts';
import { englishMessages } from '../test-support/english-messages.tsx';
import { FIXTURE_NOW, sessionFixture } from '../test-support/session-fixture.ts';
import { codeLengthOf, savedCardsOf } from './saved-cards-model.ts';

// The saved cards' model: which card pays and the request it builds, wrapped around
// the card method the flow asks.

const session = sessionFixture({
  saved_cards: [
    {
      payment_token_id: 'tok_a',
      scheme: 'VISA',
      last4: '4242',
      expiry_month: 1,
      expiry_year: 2031,
    },
  ],
  save_card_offered: true,
});

describe('the saved cards model', () => {
  it('chooses the newest saved card, and wraps the card method once', () => {
    const card = createCardMethod(() => FIXTURE_NOW, englishMessages);
    const saved = savedCardsOf(card, session);
    expect(saved.chosen.value).toBe('tok_a');
    expect(savedCardsOf(card, session)).toBe(saved);
    expect(card.validate(false)).toBe('security_code');
    saved.securityCode.input('9 8 7');
    expect(card.validate(false)).toBeNull();
    expect(card.buildRequest(['gift'])).toMatchObject({
      method: 'CARD',
      saved_card: { payment_token_id: 'tok_a', security_code: '987' },
      selected_product_ids: ['gift'],
    });
    card.onDeclined();
    expect(saved.securityCode.value.value).toBe('');
    expect(saved.focusCode.value).toBe(1);
  });

  it('keeps a new card chosen when the shopper was already typing one', () => {
    const card = createCardMethod(() => FIXTURE_NOW, englishMessages);
    card.fields.number.input('4242');
    expect(savedCardsOf(card, session).chosen.value).toBeNull();
    // A new card is the card method's own request, with the box's answer.
    expect(card.validate(false)).toBe('number');
  });

  it('asks 4 digits of an American Express card and 3 of any other', () => {
    expect(codeLengthOf('American Express')).toBe(4);
    expect(codeLengthOf('VISA')).toBe(3);
    expect(codeLengthOf(undefined)).toBe(3);
  });
});
