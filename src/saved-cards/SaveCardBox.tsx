import type { JSX } from 'preact';
import type { SessionView } from '../../common/contract/session-api.ts';
import type { CardMethodModel } from '../checkout/card/card-method.ts';
import './save-card.css';
import { useMessages } from '../messages/form-messages.ts';
import { saveCardOf } from './save-card-model.ts';

// "Save this card for next time" under a new card's fields, or, where a subscription keeps the card
// anyway, a line that says so. Part of the form's first bytes: every checkout that offers the card
// offers the box (every checkout names its customer).

export interface SaveCardBoxProps {
  model: CardMethodModel;
  session: SessionView;
  readOnly: boolean;
  /** A chosen subscription keeps the card for its renewals: no box, a line that says so. */
  keepsCard?: boolean | undefined;
}

/** "Save this card for next time", unticked, under a new card; nothing when a saved card pays. */
export function SaveCardBox({
  model,
  session,
  readOnly,
  keepsCard,
}: SaveCardBoxProps): JSX.Element | null {
  const t = useMessages();
  const saved = saveCardOf(model, session);
  if (!saved.offersSave || saved.chosen.value !== null) return null;
  if (keepsCard) return <p class="kassa-card-kept">{t('save_card.kept_for_renewals')}</p>;
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
      {t('save_card.checkbox')}
    </label>
  );
}
