import { useSignalEffect } from '@preact/signals';
import type { JSX } from 'preact';
import { useRef } from 'preact/hooks';
import type { ShopperCustomerField } from '../../common/contract/session-api.ts';
import type { CustomerDetailsModel } from '../checkout/customer/customer-details.ts';
import { CUSTOMER_HEADING, CUSTOMER_MESSAGES } from '../checkout/customer/customer-messages.ts';
import { useMessages } from '../messages/form-messages.ts';
import { SelectField } from './SelectField.tsx';
import { TextField } from './TextField.tsx';

/** Element ids of the customer inputs: labels point at them and focus requests find them. */
export const CUSTOMER_FIELD_IDS: Readonly<Record<ShopperCustomerField, string>> = {
  email: 'kassa-customer-email',
  country_code: 'kassa-customer-country',
};

export interface CustomerFieldsProps {
  model: CustomerDetailsModel;
  readOnly: boolean;
}

/** What the merchant left to the shopper, above the card: e-mail, billing country. */
export function CustomerFields({ model, readOnly }: CustomerFieldsProps): JSX.Element {
  const ref = useRef<HTMLDivElement>(null);
  const t = useMessages();

  useSignalEffect(() => {
    const request = model.focusRequest.value;
    if (!request) return;
    ref.current?.querySelector<HTMLElement>(`#${CUSTOMER_FIELD_IDS[request.target]}`)?.focus();
  });

  const shows = (field: ShopperCustomerField): boolean => model.fields.includes(field);
  return (
    <div class="kassa-customer-fields" ref={ref}>
      <h2 class="kassa-section-title" id="kassa-customer-heading">
        {t(CUSTOMER_HEADING)}
      </h2>
      {shows('email') && (
        <TextField
          id={CUSTOMER_FIELD_IDS.email}
          label={t(CUSTOMER_MESSAGES.email.label)}
          field={model.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          readOnly={readOnly}
        />
      )}
      {shows('country_code') && (
        <SelectField
          id={CUSTOMER_FIELD_IDS.country_code}
          label={t(CUSTOMER_MESSAGES.country_code.label)}
          field={model.country}
          autoComplete="country"
          placeholder={t(CUSTOMER_MESSAGES.country_code.choose)}
          options={model.countries.map(({ code, name }) => ({ value: code, label: name }))}
          readOnly={readOnly}
        />
      )}
    </div>
  );
}
