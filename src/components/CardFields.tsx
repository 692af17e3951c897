import { useSignalEffect } from '@preact/signals';
import type { JSX } from 'preact';
import { useRef } from 'preact/hooks';
import type { CardMethodModel } from '../checkout/card/card-method.ts';
import { OPTIONAL_MARK } from '../checkout/field-messages.ts';
import type { SessionView } from '../contract/session-api.ts';
import { SavedCardPart } from '../saved-cards/SavedCardParts.tsx';
import './CardFields.css';
import { FIELD_IDS } from './field-ids.ts';
import { SchemeBadge } from './SchemeBadge.tsx';
import { TextField } from './TextField.tsx';

export interface CardFieldsProps {
  model: CardMethodModel;
  readOnly: boolean;
  /** For the saved cards: its saved_cards and save_card_offered. */
  session: SessionView;
}

/**
 * The card's four fields and, around them, the saved cards' parts: the choice of a
 * saved card above (it hides these fields while a saved card is chosen) and "Save this card for
 * next time" below. They are part of the form's first bytes, not a chunk: every checkout that
 * offers the card offers the box (every checkout names its customer), so every card form would
 * fetch them anyway, and a form with saved cards shows them from its first paint.
 */
export function CardFields(props: CardFieldsProps): JSX.Element {
  const { model, readOnly } = props;
  const ref = useRef<HTMLDivElement>(null);

  useSignalEffect(() => {
    const request = model.focusRequest.value;
    if (!request) return;
    ref.current?.querySelector<HTMLElement>(`#${FIELD_IDS[request.target]}`)?.focus();
  });

  const { fields } = model;
  const codeLength = model.securityCodeLength.value;
  return (
    <>
      <SavedCardPart {...props} />
      <div class="kassa-card-fields" ref={ref}>
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
          label={model.holderNameRequired ? 'Cardholder name' : `Cardholder name ${OPTIONAL_MARK}`}
          field={fields.holder_name}
          autoComplete="cc-name"
          readOnly={readOnly}
        />
      </div>
      <SavedCardPart {...props} below />
    </>
  );
}
