import type { ComponentChildren, JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { SavedCardView, SessionView } from '../../common/contract/session-api.ts';
import type { FlowState } from '../checkout/model.ts';
import { savedCardName } from './choice-messages.ts';
import './ChoiceList.css';
import { hasSavedCards } from '../../common/contract/session-parts.ts';
import { useMessages } from '../messages/form-messages.ts';
import { FIELD_IDS } from './field-ids.ts';
import { type PaymentChoiceProps, SingleChoice } from './PaymentChoice.tsx';

// The list of ways to pay, for a checkout with a choice to make: the saved cards first (newest
// first), then the card, then the other methods in the merchant's order. Each is an item of a
// group of native radio buttons sharing one name (the WAI-ARIA radio group pattern, by the
// browser: Tab enters at the chosen one and leaves the group, the arrow keys move and choose), and
// the open item (the chosen one) holds its own fields: a saved card's security code, the card's
// fields, what happens next with a method. One item is open at a time; the pay button acts on it.
// A chunk of its own (PaymentChoice.tsx loads it): a card-only checkout has no list.

/** The name the items' radio buttons share: one group, one tab stop. */
const GROUP_NAME = 'kassa-choice';

/** The saved cards' chunk, once loaded: only a checkout that has saved cards loads it. */
let savedPart: typeof import('../saved-cards/saved-cards-part.ts') | null = null;

/** Loads what the list needs besides itself for `session`: the saved cards' part, if it has some. */
export async function prepareChoiceList(session?: Pick<SessionView, 'saved_cards'>): Promise<void> {
  if (!savedPart && (!session || hasSavedCards(session)))
    savedPart = await import('../saved-cards/saved-cards-part.ts');
}

export function ChoiceList({ model, readOnly, children }: PaymentChoiceProps): JSX.Element {
  const t = useMessages();
  const { card, methodParts } = model;
  const session = model.session.value;
  const cardOffered = model.methods.includes(card);
  // The saved cards' part comes only for a checkout that has saved cards (PaymentChoice.tsx).
  const part = cardOffered ? savedPart : null;
  const saved = part ? part.savedCardsOf(card, session) : null;
  const savedCards = saved?.cards.value ?? [];
  const others = model.methods.flatMap((method) => (method.kind === 'card' ? [] : [method]));
  const chosen = model.method.value;
  const savedChosen = saved?.chosen.value ?? null;

  const area = useRef<HTMLDivElement>(null);
  const [said, say] = useState('');
  const [removals, setRemovals] = useState(0);
  /** After a removal, focus goes to the item open now (its row has gone with the card). */
  useEffect(() => {
    if (removals === 0) return;
    const target =
      area.current?.querySelector<HTMLElement>(`input[name="${GROUP_NAME}"]:checked`) ??
      area.current?.querySelector<HTMLElement>(`#${FIELD_IDS.number}`);
    target?.focus();
  }, [removals]);

  const step = model.state.value.step;
  const previous = useRef<FlowState['step']>(step);
  // Back from a waiting screen ("Pay another way", a decline): focus returns to the open item,
  // once its radio is enabled again (after this render).
  useEffect(() => {
    if (previous.current === 'action' && step === 'ready')
      area.current?.querySelector<HTMLElement>(`input[name="${GROUP_NAME}"]:checked`)?.focus();
    previous.current = step;
  }, [step]);
  // "Choose another payment method" after a decline: the list takes focus on the open item.
  const focusRequest = model.methodListFocus.value;
  useEffect(() => {
    if (focusRequest > 0)
      area.current?.querySelector<HTMLElement>(`input[name="${GROUP_NAME}"]:checked`)?.focus();
  }, [focusRequest]);

  const remover = model.removeSavedCard;
  const removeCard = async (removed: SavedCardView): Promise<boolean> => {
    if (!saved || !remover) return false;
    const result = await remover(removed.payment_token_id);
    // Gone already (removed in another tab, or by the merchant): the list catches up all the same.
    const gone = !result.ok && result.kind === 'http' && result.status === 404;
    if (!result.ok && !gone) {
      say(t('saved_card.remove.failed'));
      return false;
    }
    saved.replaceCards(
      result.ok
        ? result.value.saved_cards
        : saved.cards.peek().filter((c) => c.payment_token_id !== removed.payment_token_id),
    );
    say(t('saved_card.removed', { card: savedCardName(t, removed) }));
    setRemovals((n) => n + 1);
    return true;
  };

  // Announced in a live region that is there before anything is said in it.
  const status = session.saved_cards !== undefined && (
    <p class="kassa-visually-hidden" role="status">
      {said}
    </p>
  );
  // The last saved card removed, one way to pay is left: no list, and the removal still said.
  if (savedCards.length + model.methods.length === 1)
    return (
      <SingleChoice model={model} readOnly={readOnly} status={status} areaRef={area}>
        {children}
      </SingleChoice>
    );

  return (
    <div class="kassa-choice-area" ref={area}>
      <h2 class="kassa-section-title" id="kassa-card-heading">
        {t('choice.heading')}
      </h2>
      <fieldset class="kassa-choice" aria-labelledby="kassa-card-heading">
        {part &&
          saved &&
          savedCards.map((savedCard) => {
            const open = chosen === card && savedChosen === savedCard.payment_token_id;
            return (
              <ChoiceItem
                key={savedCard.payment_token_id}
                open={open}
                readOnly={readOnly}
                onChoose={() => {
                  model.choose(card);
                  saved.choose(savedCard.payment_token_id);
                }}
                head={
                  <>
                    <span class="kassa-choice-mark">
                      <part.SavedCardMark card={savedCard} />
                    </span>
                    <span class="kassa-choice-name kassa-saved-card-text">
                      <part.SavedCardText card={savedCard} />
                    </span>
                  </>
                }
                after={
                  remover && (
                    <part.RemoveSavedCard
                      card={savedCard}
                      readOnly={readOnly}
                      onRemove={() => removeCard(savedCard)}
                    />
                  )
                }
              >
                {open && !saved.withoutCode && (
                  <part.SavedCardCode saved={saved} readOnly={readOnly} />
                )}
              </ChoiceItem>
            );
          })}
        {cardOffered && (
          <ChoiceItem
            key="card"
            open={chosen === card && savedChosen === null}
            readOnly={readOnly}
            onChoose={() => {
              model.choose(card);
              saved?.choose(null);
            }}
            head={
              <>
                <span class="kassa-choice-mark">
                  <CardGlyph />
                </span>
                <span class="kassa-choice-name">{t('choice.card')}</span>
              </>
            }
            // The card's fields stay in the page while closed (hidden): what was typed stays.
            keepMounted
          >
            {children}
          </ChoiceItem>
        )}
        {others.map((method) => (
          <ChoiceItem
            key={method.method}
            open={chosen === method}
            readOnly={readOnly}
            onChoose={() => model.choose(method)}
            head={
              <>
                <span class="kassa-choice-mark">
                  {methodParts && <methodParts.Mark method={method} />}
                </span>
                <span class="kassa-choice-name">{method.label}</span>
              </>
            }
          >
            {chosen === method && methodParts && <methodParts.Note method={method} />}
          </ChoiceItem>
        ))}
      </fieldset>
      {status}
    </div>
  );
}

interface ChoiceItemProps {
  open: boolean;
  readOnly: boolean;
  onChoose: () => void;
  /** The row's mark and name: the radio button's name. */
  head: JSX.Element;
  /** Beside the row, outside its name (a saved card's "Remove"). */
  after?: ComponentChildren;
  /** The open item's fields. */
  children?: ComponentChildren;
  /** Keep the fields in the page, hidden, while the item is closed. */
  keepMounted?: boolean;
}

/** One way to pay: its row (a radio button with its mark and name), then its fields when open. */
function ChoiceItem({
  open,
  readOnly,
  onChoose,
  head,
  after,
  children,
  keepMounted,
}: ChoiceItemProps): JSX.Element {
  const panel = (open || keepMounted) && children;
  return (
    <div class="kassa-choice-item" data-open={open ? '' : undefined}>
      <div class="kassa-choice-row">
        <label class="kassa-choice-head">
          <input
            type="radio"
            name={GROUP_NAME}
            class="kassa-choice-radio"
            checked={open}
            disabled={readOnly}
            onChange={onChoose}
          />
          {head}
        </label>
        {after}
      </div>
      {panel && (
        <div class="kassa-choice-panel" hidden={!open}>
          {panel}
        </div>
      )}
    </div>
  );
}

/** The card's item mark: a plain card outline in the text colour. Decorative. */
function CardGlyph(): JSX.Element {
  return (
    <svg class="kassa-card-glyph" viewBox="0 0 24 16" width="24" height="16" aria-hidden="true">
      <rect
        x="0.75"
        y="0.75"
        width="22.5"
        height="14.5"
        rx="2.25"
        fill="none"
        stroke="currentColor"
        stroke-width="1.5"
      />
      <path d="M1 5h22" stroke="currentColor" stroke-width="2" />
    </svg>
  );
}
