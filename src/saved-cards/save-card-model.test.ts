import { describe, expect, it } from 'vitest';
import { createCardMethod } from '../checkout/card/card-method.ts';
import { englishMessages } from '../test-support/english-messages.tsx';
import { FIXTURE_NOW, sessionFixture } from '../test-support/session-fixture.ts';
import { saveCardOf } from './save-card-model.ts';
import { savedCardsOf } from './saved-cards-model.ts';

// The save box's model, in the form's first bytes, without the saved cards' (the list's chunk),
// and under it once that one is there.

const SAVED = {
  payment_token_id: 'tok_a',
  scheme: 'VISA',
  last4: '4242',
  expiry_month: 1,
  expiry_year: 2031,
};

function typedCard() {
  const card = createCardMethod(() => FIXTURE_NOW, englishMessages);
  card.fields.number.input('4242 4242 4242 4242');
  card.fields.expiry.input('12/30');
  card.fields.security_code.input('123');
  return card;
}

describe('the save box model', () => {
  it("adds the box's answer to a new card's request where the form offers it, else nothing", () => {
    const card = typedCard();
    const box = saveCardOf(card, sessionFixture({ save_card_offered: true }));
    expect(saveCardOf(card, sessionFixture())).toBe(box);
    expect(box.chosen.value).toBeNull();
    expect(card.buildRequest([])).toMatchObject({ method: 'CARD', save_card: false });
    box.saveCard.value = true;
    expect(card.buildRequest([])).toMatchObject({ save_card: true });

    const plain = typedCard();
    expect(saveCardOf(plain, sessionFixture()).offersSave).toBe(false);
    expect(plain.buildRequest([])).not.toHaveProperty('save_card');
  });

  it("shares its choice with the saved cards' model, whose saved card pays without the box", () => {
    const session = sessionFixture({ saved_cards: [SAVED], save_card_offered: true });
    const card = createCardMethod(() => FIXTURE_NOW, englishMessages);
    const box = saveCardOf(card, session);
    expect(box.chosen.value).toBe('tok_a');
    const saved = savedCardsOf(card, session);
    saved.securityCode.input('987');
    expect(card.buildRequest([])).toEqual(
      expect.objectContaining({ saved_card: { payment_token_id: 'tok_a', security_code: '987' } }),
    );
    expect(card.buildRequest([])).not.toHaveProperty('save_card');
    saved.choose(null);
    expect(box.chosen.value).toBeNull();
    box.saveCard.value = true;
    expect(card.buildRequest([])).toMatchObject({ method: 'CARD', save_card: true });
  });
});
