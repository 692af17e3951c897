// The four card fields: what the shopper typed, which fields they have left, and the message to
// show for each. Values live only here and in the one POST body (never in URLs, logs or storage).
import { batch, computed, type ReadonlySignal, signal } from '@preact/signals';
import { type CardScheme, securityCodeLength, toCardScheme } from '../../card/card-scheme.ts';
import { cardTypeOf } from '../../card/card-type.ts';
import { formatExpiryInput, parseExpiry } from '../../card/expiry.ts';
import { cardDigits, formatCardNumber } from '../../card/format-card-number.ts';
import {
  validateExpiry,
  validateHolderName,
  validateNumber,
  validateSecurityCode,
} from '../../card/validate-card.ts';
import type { CardInput } from '../../contract/session-api.ts';
import {
  expiryMessage,
  holderNameMessage,
  numberMessage,
  securityCodeMessage,
} from '../field-messages.ts';

/** The fields in the order they appear on the form (the first invalid one gets focus). */
export const CARD_FIELDS = ['number', 'expiry', 'security_code', 'holder_name'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

export interface FieldModel {
  /** What the input shows, already formatted ("4242 4242 …", "12/28"). */
  value: ReadonlySignal<string>;
  /** The message to show next to the field once it was left or the form submitted. */
  error: ReadonlySignal<string | null>;
  input(raw: string): void;
  blur(): void;
}

export interface CardFields {
  fields: Readonly<Record<CardField, FieldModel>>;
  scheme: ReadonlySignal<CardScheme | null>;
  securityCodeLength: ReadonlySignal<number>;
  /** Shows every field's error; answers the first invalid field, or null when all are valid. */
  touchAll(): CardField | null;
  /** The card as the API wants it; only call when touchAll() found nothing. */
  toCardInput(): CardInput;
  clearSecurityCode(): void;
}

const formatters: Record<CardField, (raw: string) => string> = {
  number: formatCardNumber,
  expiry: formatExpiryInput,
  security_code: (raw) => raw.replace(/\D/g, '').slice(0, 4),
  holder_name: (raw) => raw.slice(0, 64),
};

/** `prefilledHolder`: the merchant's additional_info.customer_full_name, editable. */
export function createCardFields(now: () => Date, prefilledHolder = ''): CardFields {
  const values = {
    number: signal(''),
    expiry: signal(''),
    security_code: signal(''),
    holder_name: signal(formatters.holder_name(prefilledHolder)),
  };
  const touched = {
    number: signal(false),
    expiry: signal(false),
    security_code: signal(false),
    holder_name: signal(false),
  };

  const digits = computed(() => cardDigits(values.number.value));
  const cardType = computed(() => cardTypeOf(digits.value));
  const scheme = computed(() => (cardType.value ? toCardScheme(cardType.value.type) : null));
  const codeLength = computed(() => securityCodeLength(cardType.value));

  const problems: Record<CardField, ReadonlySignal<string | null>> = {
    number: computed(() => {
      const error = validateNumber(digits.value);
      return error && numberMessage(error);
    }),
    expiry: computed(() => {
      if (values.expiry.value === '') return expiryMessage('required');
      const expiry = parseExpiry(values.expiry.value);
      if (!expiry) return expiryMessage('invalid');
      const error = validateExpiry(expiry.month, expiry.year, now());
      return error && expiryMessage(error);
    }),
    security_code: computed(() => {
      const error = validateSecurityCode(values.security_code.value, digits.value);
      return error && securityCodeMessage(error, codeLength.value);
    }),
    holder_name: computed(() => {
      const error = validateHolderName(values.holder_name.value);
      return error && holderNameMessage(error);
    }),
  };

  const field = (name: CardField): FieldModel => ({
    value: values[name],
    error: computed(() => (touched[name].value ? problems[name].value : null)),
    input(raw) {
      values[name].value = formatters[name](raw);
    },
    blur() {
      // Leaving an empty field untouched is not an error yet: tabbing through should stay quiet.
      if (values[name].value !== '') touched[name].value = true;
    },
  });

  return {
    fields: {
      number: field('number'),
      expiry: field('expiry'),
      security_code: field('security_code'),
      holder_name: field('holder_name'),
    },
    scheme,
    securityCodeLength: codeLength,
    touchAll() {
      batch(() => {
        for (const name of CARD_FIELDS) touched[name].value = true;
      });
      return CARD_FIELDS.find((name) => problems[name].value !== null) ?? null;
    },
    toCardInput() {
      const expiry = parseExpiry(values.expiry.value);
      return {
        number: digits.value,
        expiry_month: expiry?.month ?? 0,
        expiry_year: expiry?.year ?? 0,
        security_code: values.security_code.value,
        holder_name: values.holder_name.value.trim(),
      };
    },
    clearSecurityCode() {
      batch(() => {
        values.security_code.value = '';
        touched.security_code.value = false;
      });
    },
  };
}
