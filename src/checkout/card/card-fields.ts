// The four card fields: what the shopper typed, which fields they have left, and the message to
// show for each. Values live only here and in the one POST body (never in URLs, logs or storage).

import { batch, computed, type ReadonlySignal, signal } from '@preact/signals';
import {
  type CardScheme,
  securityCodeLength,
  toCardScheme,
} from '../../../common/card/card-scheme.ts';
import { cardTypeOf } from '../../../common/card/card-type.ts';
import { formatExpiryInput, parseExpiry } from '../../../common/card/expiry.ts';
import { cardDigits, formatCardNumber } from '../../../common/card/format-card-number.ts';
import {
  validateExpiry,
  validateHolderName,
  validateNumber,
  validateSecurityCode,
} from '../../../common/card/validate-card.ts';
import type { CardInput } from '../../../common/contract/session-api.ts';
import type { FormMessages } from '../../messages/form-messages.ts';
import {
  expiryMessage,
  holderNameMessage,
  numberMessage,
  securityCodeMessage,
} from '../field-messages.ts';
import { replayingInput } from '../replayed-input.ts';

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
  /** Shows `message` next to `field`, blamed by a decline, until the shopper changes it. */
  markDeclined(field: CardField, message: string): void;
}

const formatters: Record<CardField, (raw: string) => string> = {
  number: formatCardNumber,
  expiry: formatExpiryInput,
  security_code: (raw) => raw.replace(/\D/g, '').slice(0, 4),
  holder_name: (raw) => raw.slice(0, 64),
};

/**
 * Whether the number is done: valid, and no longer for its scheme (a scheme of one length, or its
 * longest). A valid 16-digit Visa may still be one of Visa's 19-digit numbers, so it stays.
 */
function numberDone(digits: string): boolean {
  if (validateNumber(digits) !== null) return false;
  const lengths = cardTypeOf(digits)?.lengths ?? [];
  return lengths.length === 1 || digits.length === Math.max(...lengths);
}

export interface CardFieldOptions {
  /** The merchant's additional_info.customer_full_name, editable. */
  prefilledHolder?: string | undefined;
  /** The merchant requires the cardholder name (the session's cardholder_name_required). */
  holderNameRequired?: boolean | undefined;
  /**
   * A field became complete and valid by the shopper's typing or pasting (the number, the expiry
   * date), so focus may move on; never called for an invalid value.
   */
  onDone?: (field: CardField) => void;
}

export function createCardFields(
  now: () => Date,
  messages: FormMessages,
  { prefilledHolder = '', holderNameRequired = false, onDone = () => {} }: CardFieldOptions = {},
): CardFields {
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

  const declined = {
    number: signal<string | null>(null),
    expiry: signal<string | null>(null),
    security_code: signal<string | null>(null),
    holder_name: signal<string | null>(null),
  };

  const digits = computed(() => cardDigits(values.number.value));
  const cardType = computed(() => cardTypeOf(digits.value));
  const scheme = computed(() => (cardType.value ? toCardScheme(cardType.value.type) : null));
  const codeLength = computed(() => securityCodeLength(cardType.value));

  const problems: Record<CardField, ReadonlySignal<string | null>> = {
    number: computed(() => {
      const error = validateNumber(digits.value);
      return error && numberMessage(messages, error);
    }),
    expiry: computed(() => {
      const text = values.expiry.value;
      if (text === '') return expiryMessage(messages, 'required');
      // The month is judged as soon as it is typed: "13" is wrong before any year follows.
      const month = /^(\d{2})/.exec(text)?.[1];
      if (month && (Number(month) < 1 || Number(month) > 12))
        return expiryMessage(messages, 'invalid_month');
      const expiry = parseExpiry(text);
      if (!expiry)
        return expiryMessage(messages, /^\d{1,2}(\/\d?)?$/.test(text) ? 'incomplete' : 'invalid');
      const error = validateExpiry(expiry.month, expiry.year, now());
      return error && expiryMessage(messages, error);
    }),
    security_code: computed(() => {
      const error = validateSecurityCode(values.security_code.value, digits.value);
      return error && securityCodeMessage(messages, error, codeLength.value, scheme.value);
    }),
    holder_name: computed(() => {
      const name = values.holder_name.value;
      // Optional unless the merchant requires it: an empty name is fine, a given one is checked.
      if (!holderNameRequired && name.trim() === '') return null;
      const error = validateHolderName(name);
      return error && holderNameMessage(messages, error);
    }),
  };

  const done: Partial<Record<CardField, () => boolean>> = {
    number: () => numberDone(digits.value),
    expiry: () => /^\d{2}\/\d{2}$/.test(values.expiry.value) && problems.expiry.value === null,
  };

  const field = (name: CardField): FieldModel => ({
    value: values[name],
    error: computed(
      () => (touched[name].value ? problems[name].value : null) ?? declined[name].value,
    ),
    input(raw) {
      const isDone = done[name];
      const wasDone = isDone?.() ?? false;
      const formatted = formatters[name](raw);
      batch(() => {
        if (formatted !== values[name].peek()) declined[name].value = null;
        values[name].value = formatted;
      });
      if (isDone && !wasDone && isDone() && !replayingInput()) onDone(name);
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
      const holderName = values.holder_name.value.trim();
      return {
        number: digits.value,
        expiry_month: expiry?.month ?? 0,
        expiry_year: expiry?.year ?? 0,
        security_code: values.security_code.value,
        ...(holderName !== '' && { holder_name: holderName }),
      };
    },
    markDeclined(field, message) {
      declined[field].value = message;
    },
    clearSecurityCode() {
      batch(() => {
        values.security_code.value = '';
        touched.security_code.value = false;
        declined.security_code.value = null;
      });
    },
  };
}
