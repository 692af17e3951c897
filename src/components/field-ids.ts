import type { CardField } from '../checkout/card/card-fields.ts';

/** Element ids of the card inputs: labels point at them and focus requests find them. */
export const FIELD_IDS: Readonly<Record<CardField, string>> = {
  number: 'kassa-card-number',
  expiry: 'kassa-card-expiry',
  security_code: 'kassa-card-security-code',
  holder_name: 'kassa-card-holder-name',
};

/**
 * The pay button's class (also a part merchants style in theme_rules): focus returns to the button
 * when an action's screen closes (three-ds/ThreeDsChallenge.tsx).
 */
export const PAY_BUTTON_CLASS = 'kassa-pay-button';
