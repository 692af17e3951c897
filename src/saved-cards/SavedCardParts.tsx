import { useSignalEffect } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { SavedCardView } from '../../common/contract/session-api.ts';
import { securityCodeHint } from '../checkout/field-messages.ts';
import { savedCardName } from '../components/choice-messages.ts';
import { SchemeLogo } from '../components/SchemeLogo.tsx';
import { TextField } from '../components/TextField.tsx';
import { isMarkedScheme } from '../marks/scheme-marks.ts';
import { useMessages, withParts } from '../messages/form-messages.ts';
import './saved-cards.css';
import type { SavedCardsModel } from './saved-cards-model.ts';

// The saved cards' parts of the list of ways to pay (src/components/ChoiceList.tsx): a saved card's
// row (its mark, last 4 and expiry), its security code inside its open item, and the small "Remove"
// with its confirmation. They come with the list's chunk, which only a checkout with a choice to
// make loads; the box under a new card is part of the form's first bytes (SaveCardBox.tsx).

/** The id of the saved card's security code input. */
export const SAVED_CODE_ID = 'kassa-saved-security-code';

/** "12/30": the expiry as the card shows it. */
const expiryText = (card: SavedCardView): string =>
  `${String(card.expiry_month).padStart(2, '0')}/${String(card.expiry_year % 100).padStart(2, '0')}`;

/** A saved card's mark: the scheme's logo, named; its name as the service gave it where it has none. */
export function SavedCardMark({ card }: { card: SavedCardView }): JSX.Element {
  const t = useMessages();
  return (
    <span class="kassa-saved-card-scheme" data-scheme={card.scheme}>
      {withParts(t, 'card.type', {
        scheme: isMarkedScheme(card.scheme) ? <SchemeLogo scheme={card.scheme} /> : card.scheme,
      }).map((part) =>
        typeof part === 'string' ? <span class="kassa-visually-hidden">{part}</span> : part,
      )}
    </span>
  );
}

/** The row's text after the mark: "•••• 4242" and "Expires 12/30", in columns that line up. */
export function SavedCardText({ card }: { card: SavedCardView }): JSX.Element {
  const t = useMessages();
  return (
    <>
      <span class="kassa-saved-card-number" dir="ltr">
        {withParts(t, 'saved_card.number', {
          number: (
            <>
              <span aria-hidden="true">•••• </span>
              {card.last4}
            </>
          ),
        }).map((part) =>
          typeof part === 'string' ? <span class="kassa-visually-hidden">{part}</span> : part,
        )}
      </span>
      <span class="kassa-saved-card-expiry">
        {t('saved_card.expires', { date: expiryText(card) })}
      </span>
    </>
  );
}

/**
 * The open saved card's security code; nothing when the merchant lets a saved card pay without
 * it. Focus comes here after a decline or an invalid code.
 */
export function SavedCardCode({
  saved,
  readOnly,
}: {
  saved: SavedCardsModel;
  readOnly: boolean;
}): JSX.Element | null {
  const t = useMessages();
  const ref = useRef<HTMLDivElement>(null);
  useSignalEffect(() => {
    if (saved.focusCode.value > 0)
      ref.current?.querySelector<HTMLElement>(`#${SAVED_CODE_ID}`)?.focus();
  });
  if (saved.withoutCode) return null;
  const length = saved.codeLength.value;
  return (
    <div class="kassa-saved-code" ref={ref}>
      <TextField
        id={SAVED_CODE_ID}
        label={t('card.security_code.label')}
        hint={securityCodeHint(t, length)}
        field={saved.securityCode}
        autoComplete="cc-csc"
        inputMode="numeric"
        numeric
        readOnly={readOnly}
      />
    </div>
  );
}

/**
 * "Remove" on a saved card's row, then a confirmation under it ("Remove card" or "Keep"; Escape
 * keeps it). Focus goes to "Keep", the answer that changes nothing, and back to "Remove" when
 * the shopper keeps the card.
 */
export function RemoveSavedCard({
  card,
  readOnly,
  onRemove,
}: {
  card: SavedCardView;
  readOnly: boolean;
  /** Removes the card; answers whether it went through (the list then updates). */
  onRemove: () => Promise<boolean>;
}): JSX.Element {
  const t = useMessages();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) keepButton.current?.focus();
  }, [asking]);
  const keep = (): void => {
    // Focus leaves the question before it goes, back to what opened it.
    removeButton.current?.focus();
    setAsking(false);
  };
  return (
    <>
      <button
        type="button"
        class="kassa-saved-card-remove"
        ref={removeButton}
        aria-label={t('saved_card.remove.label', { card: savedCardName(t, card) })}
        aria-expanded={asking ? 'true' : 'false'}
        aria-disabled={readOnly ? 'true' : undefined}
        onClick={() => {
          if (!readOnly) setAsking(!asking);
        }}
      >
        {t('saved_card.remove')}
      </button>
      {asking && (
        <fieldset
          class="kassa-saved-card-confirm"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              keep();
            }
          }}
        >
          <legend>{t('saved_card.remove.question')}</legend>
          <button
            type="button"
            class="kassa-saved-card-confirm-remove"
            aria-disabled={busy ? 'true' : undefined}
            onClick={async () => {
              if (busy) return;
              setBusy(true);
              const removed = await onRemove();
              setBusy(false);
              if (removed) setAsking(false);
            }}
          >
            {t('saved_card.remove.confirm')}
          </button>
          <button type="button" class="kassa-saved-card-keep" ref={keepButton} onClick={keep}>
            {t('saved_card.remove.keep')}
          </button>
        </fieldset>
      )}
    </>
  );
}
