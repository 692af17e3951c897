import { useSignalEffect } from '@preact/signals';
import type { JSX } from 'preact';
import { useRef } from 'preact/hooks';
import type { CardMethodModel } from '../checkout/card/card-method.ts';
import { SchemeLogo } from '../components/SchemeLogo.tsx';
import { TextField } from '../components/TextField.tsx';
import type { SavedCardView, SessionView } from '../contract/session-api.ts';
import { CARD_MARK_TEXT } from '../marks/marks-text.ts';
import { isMarkedScheme } from '../marks/scheme-marks.ts';
import './saved-cards.css';
import { savedCardsOf } from './saved-cards-model.ts';

// The saved cards' parts of the card form, around the card fields the form always has
// (src/components/CardFields.tsx): above them the choice of a saved card (radio buttons, arrow keys
// move between them, the first chosen) with "Use a new card" last, and a saved card's security
// code; below them, under a new card, "Save this card for next time". Every card form shows the
// box, so these parts come with the form's first bytes (CardFields.tsx).

export interface SavedCardPartProps {
  model: CardMethodModel;
  session: SessionView;
  readOnly: boolean;
  /** The part below the card fields (the save box), else the one above (the saved cards). */
  below?: boolean;
}

/** The part above the card fields or, with `below`, the one under them. */
export function SavedCardPart(props: SavedCardPartProps): JSX.Element | null {
  return props.below ? <SaveCardBox {...props} /> : <SavedCardChoice {...props} />;
}

/** The id of the saved card's security code input. */
export const SAVED_CODE_ID = 'kassa-saved-security-code';

/** "12/30": the expiry as the card shows it. */
const expiryText = (card: SavedCardView): string =>
  `${String(card.expiry_month).padStart(2, '0')}/${String(card.expiry_year % 100).padStart(2, '0')}`;

/** A saved card's scheme: its logo, named; its name as the service gave it where it has none. */
function SavedCardScheme({ scheme }: { scheme: string }): JSX.Element {
  return (
    <span class="kassa-saved-card-scheme">
      <span class="kassa-visually-hidden">{CARD_MARK_TEXT.cardType} </span>
      {isMarkedScheme(scheme) ? <SchemeLogo scheme={scheme} /> : scheme}
    </span>
  );
}

/** The saved cards to choose from and, for the chosen one, its security code; nothing without any. */
export function SavedCardChoice({
  model,
  session,
  readOnly,
}: SavedCardPartProps): JSX.Element | null {
  const saved = savedCardsOf(model, session);
  const ref = useRef<HTMLDivElement>(null);
  useSignalEffect(() => {
    if (saved.focusCode.value > 0)
      ref.current?.querySelector<HTMLElement>(`#${SAVED_CODE_ID}`)?.focus();
  });
  if (saved.cards.length === 0) return null;
  const chosen = saved.chosen.value;
  const length = saved.codeLength.value;
  const option = (id: string | null, content: JSX.Element | string): JSX.Element => (
    <label class="kassa-saved-card" key={id ?? 'new'}>
      <input
        type="radio"
        name="kassa-saved-card"
        value={id ?? ''}
        checked={chosen === id}
        disabled={readOnly}
        onChange={() => saved.choose(id)}
      />
      {content}
    </label>
  );
  return (
    // While a saved card is chosen, the card fields after this part are hidden (saved-cards.css).
    <div class="kassa-saved-cards" ref={ref} data-new-card={chosen === null ? '' : undefined}>
      <fieldset class="kassa-saved-card-list">
        <legend class="kassa-label">Saved cards</legend>
        {saved.cards.map((card) =>
          option(
            card.payment_token_id,
            <span class="kassa-saved-card-text">
              <SavedCardScheme scheme={card.scheme} />
              <span class="kassa-saved-card-number">
                <span class="kassa-visually-hidden">ending in </span>
                <span aria-hidden="true">•••• </span>
                {card.last4}
              </span>
              <span class="kassa-saved-card-expiry">Expires {expiryText(card)}</span>
            </span>,
          ),
        )}
        {option(null, 'Use a new card')}
      </fieldset>
      {chosen !== null && (
        <TextField
          id={SAVED_CODE_ID}
          label="Security code"
          hint={`${length} digits, ${length === 4 ? 'front' : 'back'} of card`}
          field={saved.securityCode}
          autoComplete="cc-csc"
          inputMode="numeric"
          numeric
          readOnly={readOnly}
        />
      )}
    </div>
  );
}

/** "Save this card for next time", unticked, under a new card; nothing when a saved card pays. */
export function SaveCardBox({ model, session, readOnly }: SavedCardPartProps): JSX.Element | null {
  const saved = savedCardsOf(model, session);
  if (!saved.offersSave || saved.chosen.value !== null) return null;
  return (
    <label class="kassa-save-card">
      <input
        type="checkbox"
        name="kassa-save-card"
        checked={saved.saveCard.value}
        disabled={readOnly}
        onChange={(event) => {
          saved.saveCard.value = event.currentTarget.checked;
        }}
      />
      Save this card for next time
    </label>
  );
}
