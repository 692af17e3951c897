import type { ValueKind } from './css-values.ts';

// What payment_form_override.theme_rules may style: a stable allowlist of the form's
// public class names, the states each may be styled in, and the properties a rule may set. A
// selector is one class with at most `[aria-invalid="true"]`, one state and `::placeholder`, in
// that order, and nothing else: no other classes, ids, attributes, combinators, `*` or lists. So a
// rule can only reach the form's own public parts. Removing a name here breaks merchants' rules.

/** The states a selector may add to a class, and how each is written in the rendered CSS. */
const STATES = {
  ':hover': ':hover',
  ':active': ':active',
  ':focus': ':focus',
  ':focus-visible': ':focus-visible',
  ':checked': ':checked',
  ':disabled': ':disabled',
  '[aria-invalid="true"]': '[aria-invalid="true"]',
  '::placeholder': '::placeholder',
} as const;

export type RuleState = keyof typeof STATES;

/** Public class name → the states it may be styled in. */
export const RULE_TARGETS: Readonly<Record<string, readonly RuleState[]>> = {
  'kassa-form': [],
  'kassa-shop-name': [],
  'kassa-total': [],
  'kassa-total-amount': [],
  'kassa-section-title': [],
  'kassa-product': [],
  'kassa-product-name': [],
  'kassa-product-description': [],
  'kassa-product-price': [],
  'kassa-checkbox': [':hover', ':focus-visible', ':checked'],
  'kassa-label': [],
  'kassa-hint': [],
  'kassa-input': [
    ':hover',
    ':focus',
    ':focus-visible',
    ':disabled',
    '[aria-invalid="true"]',
    '::placeholder',
  ],
  'kassa-error': [],
  'kassa-alert': [],
  'kassa-pay-button': [':hover', ':active', ':focus-visible', ':disabled'],
  'kassa-scheme-badge': [],
};

// The pay button is aria-disabled while it will not pay (so it keeps focus) and the card fields
// are read-only while a payment runs: `:disabled` is the merchant's word for both.
const DISABLED: Readonly<Record<string, string>> = {
  'kassa-input': ':is(:disabled, :read-only)',
  'kassa-pay-button': ':is(:disabled, [aria-disabled="true"])',
};

/** Parts that are present only while they hold something; a rule must not make them appear. */
const SHOWN_WHEN_NOT_EMPTY = new Set(['kassa-alert', 'kassa-scheme-badge']);

/** Property → the kind of value it takes. Colours, borders, corners, type, spacing, shadow. */
export const RULE_PROPERTIES: Readonly<Record<string, ValueKind>> = {
  color: 'color',
  background: 'color',
  'background-color': 'color',
  'accent-color': 'color',
  'caret-color': 'color',
  border: 'border',
  'border-top': 'border',
  'border-right': 'border',
  'border-bottom': 'border',
  'border-left': 'border',
  'border-color': 'color',
  'border-width': 'border-width',
  'border-style': 'border-style',
  'border-radius': 'radius',
  outline: 'border',
  'outline-color': 'color',
  'outline-width': 'border-width',
  'outline-style': 'border-style',
  'outline-offset': 'signed-length',
  'box-shadow': 'shadow',
  'font-family': 'font-family',
  'font-size': 'font-size',
  'font-weight': 'font-weight',
  'font-style': 'font-style',
  'line-height': 'line-height',
  'letter-spacing': 'letter-spacing',
  'text-transform': 'text-transform',
  'text-decoration': 'text-decoration',
  padding: 'padding',
  'padding-top': 'length',
  'padding-right': 'length',
  'padding-bottom': 'length',
  'padding-left': 'length',
  margin: 'margin',
  'margin-top': 'signed-length',
  'margin-right': 'signed-length',
  'margin-bottom': 'signed-length',
  'margin-left': 'signed-length',
  opacity: 'opacity',
};

const SELECTOR = /^\.([a-z][a-z-]*)(\[aria-invalid="true"\])?(:[a-z-]+)?(::placeholder)?$/;

const MAX_SELECTOR_LENGTH = 80;

const listClasses = (): string =>
  Object.keys(RULE_TARGETS)
    .map((name) => `.${name}`)
    .join(', ');

/** Why `selector` is not allowed, or null. */
export function selectorError(selector: string): string | null {
  if (selector.length > MAX_SELECTOR_LENGTH)
    return `must be at most ${MAX_SELECTOR_LENGTH} characters long`;
  const match = SELECTOR.exec(selector);
  const name = match?.[1];
  if (!match || !name || !Object.hasOwn(RULE_TARGETS, name)) {
    return `is not an allowed selector: one public class (${listClasses()}), optionally with one of its states`;
  }
  const allowed = RULE_TARGETS[name] ?? [];
  const states = match.slice(2).filter((part): part is string => part !== undefined);
  const refused = states.find((state) => !(allowed as readonly string[]).includes(state));
  if (refused === undefined) return null;
  return allowed.length === 0
    ? `is not an allowed selector: .${name} takes no states`
    : `is not an allowed selector: .${name} takes only ${allowed.join(', ')}`;
}

/** The CSS selector for an allowed `selector` (see `selectorError`), under `scope`. */
export function renderSelector(selector: string, scope: string): string {
  const match = SELECTOR.exec(selector);
  const name = match?.[1] ?? '';
  const states = (match?.slice(2) ?? [])
    .filter((part): part is RuleState => part !== undefined)
    .map((state) => (state === ':disabled' ? (DISABLED[name] ?? state) : STATES[state]));
  const notEmpty = SHOWN_WHEN_NOT_EMPTY.has(name) ? ':not(:empty)' : '';
  return `${scope} .${name}${notEmpty}${states.join('')}`;
}

/** Why `property` may not be set by a rule, or null. */
export function propertyError(property: string): string | null {
  return Object.hasOwn(RULE_PROPERTIES, property)
    ? null
    : `is not an allowed property; allowed: ${Object.keys(RULE_PROPERTIES).join(', ')}`;
}
