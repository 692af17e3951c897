import { useSignalEffect } from '@preact/signals';
import type { JSX } from 'preact';
import { useRef, useState } from 'preact/hooks';
import type { CardMethodModel } from '../checkout/card/card-method.ts';
import type { SessionView } from '../contract/session-api.ts';
import './CardFields.css';
import { FIELD_IDS } from './field-ids.ts';
import { SchemeBadge } from './SchemeBadge.tsx';
import { TextField } from './TextField.tsx';

export interface CardFieldsProps {
  model: CardMethodModel;
  readOnly: boolean;
  /** For the saved cards (issue 10): its saved_cards and save_card_offered. */
  session: SessionView;
}

type SavedCardParts = typeof import('../saved-cards/SavedCardParts.tsx');

/**
 * The card's four fields and, around them, the saved cards' parts (issue 10): the choice of a
 * saved card above (it hides these fields while a saved card is chosen) and "Save this card for
 * next time" below. Their code is a chunk of its own (src/saved-cards/), fetched at once for a
 * session with saved cards and otherwise when the shopper first types into the card: a card-only
 * checkout's initial load never includes it, and a payment sent before it arrives has the box
 * unticked, as the box starts. The fields stay mounted throughout, so typing goes on meanwhile.
 */
export function CardFields(props: CardFieldsProps): JSX.Element {
  const { model, readOnly } = props;
  const ref = useRef<HTMLDivElement>(null);
  // No chunk: no saved cards and no box, the card fields are there to pay with.
  const load = () =>
    import('../saved-cards/SavedCardParts.tsx').then(
      (chunk) => setParts(chunk),
      () => {},
    );
  // Asked for once, as the fields first render, for a session with saved cards. (A session
  // that gains them later, after a reload during 3-D Secure, gets them once the shopper types.)
  const [parts, setParts] = useState<SavedCardParts | null>(() => {
    if (props.session.saved_cards) load();
    return null;
  });

  useSignalEffect(() => {
    const request = model.focusRequest.value;
    if (!request) return;
    ref.current?.querySelector<HTMLElement>(`#${FIELD_IDS[request.target]}`)?.focus();
  });

  const { fields } = model;
  const codeLength = model.securityCodeLength.value;
  return (
    <>
      {parts && <parts.SavedCardPart {...props} />}
      <div class="kassa-card-fields" ref={ref} onInput={load}>
        <TextField
          id={FIELD_IDS.number}
          label="Card number"
          field={fields.number}
          autoComplete="cc-number"
          inputMode="numeric"
          numeric
          readOnly={readOnly}
          adornment={<SchemeBadge scheme={model.scheme.value} />}
        />
        <div class="kassa-field-row">
          <TextField
            id={FIELD_IDS.expiry}
            label="Expiry date"
            hint="MM/YY"
            field={fields.expiry}
            autoComplete="cc-exp"
            inputMode="numeric"
            numeric
            readOnly={readOnly}
          />
          <TextField
            id={FIELD_IDS.security_code}
            label="Security code"
            hint={`${codeLength} digits, ${codeLength === 4 ? 'front' : 'back'} of card`}
            field={fields.security_code}
            autoComplete="cc-csc"
            inputMode="numeric"
            numeric
            readOnly={readOnly}
          />
        </div>
        <TextField
          id={FIELD_IDS.holder_name}
          label="Cardholder name"
          field={fields.holder_name}
          autoComplete="cc-name"
          readOnly={readOnly}
        />
      </div>
      {parts && <parts.SavedCardPart {...props} below />}
    </>
  );
}
