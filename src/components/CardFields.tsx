import { useSignalEffect } from '@preact/signals';
import type { JSX } from 'preact';
import { useRef } from 'preact/hooks';
import type { SessionView } from '../../common/contract/session-api.ts';
import type { CardMethodModel } from '../checkout/card/card-method.ts';
import { securityCodeHint } from '../checkout/field-messages.ts';
import { useMessages } from '../messages/form-messages.ts';
import { SaveCardBox } from '../saved-cards/SaveCardBox.tsx';
import './CardFields.css';
import { AcceptedSchemes } from './AcceptedSchemes.tsx';
import { FIELD_IDS } from './field-ids.ts';
import { SchemeBadge } from './SchemeBadge.tsx';
import { TextField } from './TextField.tsx';

export interface CardFieldsProps {
  model: CardMethodModel;
  readOnly: boolean;
  /** For the save box: its save_card_offered. */
  session: SessionView;
  /** A chosen subscription keeps the card for its renewals: no save box, a line that says so. */
  keepsCard?: boolean | undefined;
}

/**
 * The card's four fields and "Save this card for next time" below them, inside the card's item
 * of the choice of how to pay (PaymentChoice.tsx). The box is part of the form's first bytes, not
 * a chunk: every checkout that offers the card offers it (every checkout names its customer).
 */
export function CardFields(props: CardFieldsProps): JSX.Element {
  const { model, readOnly } = props;
  const ref = useRef<HTMLDivElement>(null);
  const t = useMessages();

  useSignalEffect(() => {
    const request = model.focusRequest.value;
    if (!request) return;
    ref.current?.querySelector<HTMLElement>(`#${FIELD_IDS[request.target]}`)?.focus();
  });

  const { fields } = model;
  const codeLength = model.securityCodeLength.value;
  return (
    <>
      <div class="kassa-card-fields" ref={ref}>
        <AcceptedSchemes detected={model.scheme.value} />
        <TextField
          id={FIELD_IDS.number}
          label={t('card.number.label')}
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
            label={t('card.expiry.label')}
            hint={t('card.expiry.hint')}
            field={fields.expiry}
            autoComplete="cc-exp"
            inputMode="numeric"
            numeric
            readOnly={readOnly}
          />
          <TextField
            id={FIELD_IDS.security_code}
            label={t('card.security_code.label')}
            hint={securityCodeHint(t, codeLength)}
            field={fields.security_code}
            autoComplete="cc-csc"
            inputMode="numeric"
            numeric
            readOnly={readOnly}
          />
        </div>
        <TextField
          id={FIELD_IDS.holder_name}
          label={t(
            model.holderNameRequired ? 'card.holder_name.label' : 'card.holder_name.label.optional',
          )}
          field={fields.holder_name}
          autoComplete="cc-name"
          readOnly={readOnly}
        />
      </div>
      <SaveCardBox {...props} />
    </>
  );
}
