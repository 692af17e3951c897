// The customer fields the merchant left to the shopper: e-mail and billing country,
// asked above the card. What the shopper entered, which fields they have left, the message for
// each, and the `customer` part of the payment request. Loaded with the customer step's chunk
// (src/components/customer-step.ts) only for a session that lists missing_customer_fields.
import { batch, computed, type ReadonlySignal, signal } from '@preact/signals';
import type {
  PaymentRequest,
  ShopperCustomerField,
  ShopperCustomerInput,
} from '../../../common/contract/session-api.ts';
import type { FormMessages } from '../../messages/form-messages.ts';
import type { ApiErrorEntry } from '../api-client.ts';
import type { FieldModel } from '../card/card-fields.ts';
import type { RequestPart } from '../flow/request-part.ts';
import { browserRegion } from './browser-region.ts';
import { type CountryOption, countryOptions } from './countries.ts';
import { CUSTOMER_MESSAGES } from './customer-messages.ts';
import { emailProblem } from './email-rule.ts';

/** Asks the view to move focus; `seq` changes on every request so a repeat still moves it. */
export interface CustomerFocusRequest {
  target: ShopperCustomerField;
  seq: number;
}

export interface CustomerDetailsModel extends RequestPart {
  /** The fields to show, in form order (the session's missing_customer_fields). */
  fields: readonly ShopperCustomerField[];
  email: FieldModel;
  /** `value` is the chosen ISO 3166-1 alpha-2 code, '' while none is chosen. */
  country: FieldModel;
  /** Every country, named and sorted in the form's language. */
  countries: readonly CountryOption[];
  focusRequest: ReadonlySignal<CustomerFocusRequest | null>;
}

export interface CustomerDetailsOptions {
  /** The page's translator: the fields' errors are in its language. */
  messages: FormMessages;
  /** The form's language ("de-de"): names and sorts the countries. */
  language: string;
  /** navigator.languages: the first one's region preselects the country ("de-DE" → DE). */
  browserLanguages: readonly string[];
}

const MAX_EMAIL_LENGTH = 320;

export function createCustomerDetails(
  fields: readonly ShopperCustomerField[],
  { language, browserLanguages, messages: t }: CustomerDetailsOptions,
): CustomerDetailsModel {
  const countries = countryOptions(language);
  const region = browserRegion(browserLanguages);
  const preselected = countries.some(({ code }) => code === region) ? (region ?? '') : '';

  const values = { email: signal(''), country_code: signal(preselected) };
  const touched = { email: signal(false), country_code: signal(false) };
  /** The server's word on a field, shown until the shopper changes it. */
  const refused = {
    email: signal<string | null>(null),
    country_code: signal<string | null>(null),
  };
  const focusRequest = signal<CustomerFocusRequest | null>(null);

  const problems: Record<ShopperCustomerField, ReadonlySignal<string | null>> = {
    email: computed(() => {
      const problem = emailProblem(values.email.value.trim(), MAX_EMAIL_LENGTH);
      return problem && t(CUSTOMER_MESSAGES.email[problem]);
    }),
    country_code: computed(() =>
      values.country_code.value === '' ? t(CUSTOMER_MESSAGES.country_code.required) : null,
    ),
  };

  const field = (name: ShopperCustomerField, format: (raw: string) => string): FieldModel => ({
    value: values[name],
    error: computed(
      () => refused[name].value ?? (touched[name].value ? problems[name].value : null),
    ),
    input(raw) {
      batch(() => {
        values[name].value = format(raw);
        refused[name].value = null;
      });
    },
    blur() {
      // Leaving an empty field untouched is not an error yet: tabbing through should stay quiet.
      if (values[name].value !== '') touched[name].value = true;
    },
  });

  function focus(target: ShopperCustomerField): void {
    focusRequest.value = { target, seq: (focusRequest.peek()?.seq ?? 0) + 1 };
  }

  const invalid = (name: ShopperCustomerField): boolean =>
    refused[name].peek() !== null || problems[name].peek() !== null;

  return {
    fields,
    email: field('email', (raw) => raw.slice(0, MAX_EMAIL_LENGTH)),
    country: field('country_code', (raw) =>
      countries.some(({ code }) => code === raw) ? raw : '',
    ),
    countries,
    focusRequest,
    validate(moveFocus) {
      batch(() => {
        for (const name of fields) touched[name].value = true;
      });
      const first = fields.find(invalid) ?? null;
      if (first && moveFocus) focus(first);
      return first;
    },
    addTo(request: PaymentRequest): PaymentRequest {
      const customer: ShopperCustomerInput = {};
      if (fields.includes('email')) customer.email = values.email.peek().trim();
      if (fields.includes('country_code')) customer.country_code = values.country_code.peek();
      return { ...request, customer };
    },
    showErrors(errors: readonly ApiErrorEntry[]) {
      const named = fields.filter((name) =>
        errors.some(({ error_message }) => error_message.startsWith(`customer.${name} `)),
      );
      batch(() => {
        for (const name of named) refused[name].value = t(CUSTOMER_MESSAGES[name].refused);
      });
      const [first] = named;
      if (first) focus(first);
      return first !== undefined;
    },
  };
}
