import { useSignalEffect } from '@preact/signals';
import type { JSX } from 'preact';
import { useRef } from 'preact/hooks';
import type { CardMethodModel } from '../checkout/card/card-method.ts';
import './CardFields.css';
import { FIELD_IDS } from './field-ids.ts';
import { SchemeBadge } from './SchemeBadge.tsx';
import { TextField } from './TextField.tsx';

export interface CardFieldsProps {
  model: CardMethodModel;
  readOnly: boolean;
}

export function CardFields({ model, readOnly }: CardFieldsProps): JSX.Element {
  const ref = useRef<HTMLDivElement>(null);

  useSignalEffect(() => {
    const request = model.focusRequest.value;
    if (!request) return;
    ref.current?.querySelector<HTMLElement>(`#${FIELD_IDS[request.target]}`)?.focus();
  });

  const { fields } = model;
  const codeLength = model.securityCodeLength.value;
  return (
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
        label="Cardholder name"
        field={fields.holder_name}
        autoComplete="cc-name"
        readOnly={readOnly}
      />
    </div>
  );
}
