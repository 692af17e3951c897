// The one protocol between the merchant page (embed/, the `Kassa` global) and the payment form in
// its iframe (hosted/ in embedded mode). Nothing else may invent cross-window messages.
//
// Rules both sides follow (see embed/ and hosted/embedded-bridge.ts):
// - A receiver accepts a message only from the expected origin AND the expected window
//   (`event.source`), and only if `isKassaMessage` accepts its shape.
// - A sender always names the target origin; never '*'.
// - No message carries card data: not the number, the security code or the expiry.

// The embed may import only this folder, so it reaches the one list of themes, and the one path
// of challenge pages, through this module; and the fragment's parameters (embed-params.ts).
export { CHALLENGE_PATH } from '../../common/contract/challenge-path.ts';
export { isThemeType, THEME_TYPES, type ThemeType } from '../../themes/theme-types.ts';
export { decodeEmbedParams, type EmbedParams, encodeEmbedParams } from './embed-params.ts';

export const PROTOCOL_VERSION = 1;

/** The spec's TResult (Resources → Embedded form result object), delivered to onResult. */
export interface TResult {
  success: boolean;
  url?: string;
  error_message?: string;
  error_code?: number;
  retry?: boolean;
}

/** Form (iframe) → merchant page. */
export type FormMessage =
  /**
   * The form is rendered and listening for `submit`; `title` names the iframe for assistive
   * technology, in the form's language (the embed script carries no catalog).
   */
  | { kassa: 1; type: 'ready'; title: string }
  /** The form's content height in CSS px, so the iframe can follow it. */
  | { kassa: 1; type: 'resize'; height: number }
  /** The outcome of a submit (spec: States and transitions → Checkout session). */
  | { kassa: 1; type: 'result'; result: TResult }
  /** The session's time limit passed; the form no longer pays. Sent once. */
  | { kassa: 1; type: 'timeout' }
  /**
   * A 3-D Secure challenge is open: the iframe is too small for it, so the page shows
   * `url` (the service's sandbox ACS page, /sandbox/acs/<id>) in an overlay of its own, painted
   * with the form's `look` and its `texts`, in the form's language.
   */
  | { kassa: 1; type: 'challenge'; url: string; look: ChallengeLook; texts: OverlayTexts }
  /** The challenge is over (decided, or the form moved on): the page removes its overlay. */
  | { kassa: 1; type: 'challenge-end' };

/** Merchant page → form (iframe). */
export type PageMessage =
  | { kassa: 1; type: 'submit' }
  /** The shopper closed the challenge overlay (Cancel, Escape): the form abandons the challenge. */
  | { kassa: 1; type: 'challenge-cancel' };

export type KassaMessage = FormMessage | PageMessage;

/**
 * The form's theme as the page's challenge overlay wears it (themes apply to the
 * overlay): the colours, font and corner radius the form resolved from every layer (built-in
 * theme, the merchant's, payment_form_override, `config.theme`; BROWSER as the system says), read
 * off the form's own theme root. The page sets each on one longhand property, so a value that is
 * not valid there is dropped by the browser, never parsed as anything else.
 */
export interface ChallengeLook {
  scheme: 'light' | 'dark';
  /** formBackground */
  background: string;
  /** textColor */
  text: string;
  /** formBorderColor */
  border: string;
  /** The focus ring (primaryColor unless the theme says otherwise). */
  accent: string;
  /** fontFamily */
  font: string;
  /** formBorderRadius */
  radius: string;
}

/** The challenge overlay's words, in the form's language: its heading, Cancel, the frame's name. */
export interface OverlayTexts {
  title: string;
  cancel: string;
  frame: string;
}

// Constructors: every sender builds its messages here, so a message's shape is written once.
type Message<T extends KassaMessage['type']> = Extract<KassaMessage, { type: T }>;

export const readyMessage = (title: string): Message<'ready'> => ({
  kassa: PROTOCOL_VERSION,
  type: 'ready',
  title,
});

export const resizeMessage = (height: number): Message<'resize'> => ({
  kassa: PROTOCOL_VERSION,
  type: 'resize',
  height,
});

export const resultMessage = (result: TResult): Message<'result'> => ({
  kassa: PROTOCOL_VERSION,
  type: 'result',
  result,
});

export const timeoutMessage = (): Message<'timeout'> => ({
  kassa: PROTOCOL_VERSION,
  type: 'timeout',
});

export const challengeMessage = (
  url: string,
  look: ChallengeLook,
  texts: OverlayTexts,
): Message<'challenge'> => ({
  kassa: PROTOCOL_VERSION,
  type: 'challenge',
  url,
  look,
  texts,
});

export const challengeEndMessage = (): Message<'challenge-end'> => ({
  kassa: PROTOCOL_VERSION,
  type: 'challenge-end',
});

export const submitMessage = (): Message<'submit'> => ({ kassa: PROTOCOL_VERSION, type: 'submit' });

export const challengeCancelMessage = (): Message<'challenge-cancel'> => ({
  kassa: PROTOCOL_VERSION,
  type: 'challenge-cancel',
});

/** Longest challenge URL a message may carry (a browser's practical URL limit for an iframe). */
export const MAX_CHALLENGE_URL_LENGTH = 2048;

/**
 * A challenge URL as the protocol allows it: short, absolute, http(s). The receiving page also
 * checks that it is on the service's origin and under /sandbox/acs/ (embed/challenge-overlay.ts).
 */
export function isChallengeUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_CHALLENGE_URL_LENGTH) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isTResult(value: unknown): value is TResult {
  if (!isRecord(value) || typeof value.success !== 'boolean') return false;
  const allowed = new Set(['success', 'url', 'error_message', 'error_code', 'retry']);
  if (!Object.keys(value).every((key) => allowed.has(key))) return false;
  return (
    (value.url === undefined || typeof value.url === 'string') &&
    (value.error_message === undefined || typeof value.error_message === 'string') &&
    (value.error_code === undefined || Number.isInteger(value.error_code)) &&
    (value.retry === undefined || typeof value.retry === 'boolean')
  );
}

/** Longest value a look may carry (a font list is the longest a theme writes). */
export const MAX_LOOK_VALUE_LENGTH = 200;

const LOOK_KEYS = ['scheme', 'background', 'text', 'border', 'accent', 'font', 'radius'] as const;

/** A look whose values are short and cannot leave the one property each is set on. */
export function isChallengeLook(value: unknown): value is ChallengeLook {
  if (!isRecord(value) || Object.keys(value).length !== LOOK_KEYS.length) return false;
  if (value.scheme !== 'light' && value.scheme !== 'dark') return false;
  return LOOK_KEYS.every((key) => {
    const text = value[key];
    return (
      typeof text === 'string' &&
      text.length <= MAX_LOOK_VALUE_LENGTH &&
      !/[;{}<>\\]|url\(/i.test(text)
    );
  });
}

/** Longest text the form may send for the page to show (a heading, a button, a frame's name). */
export const MAX_SHOWN_TEXT_LENGTH = 200;

const isShownText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_SHOWN_TEXT_LENGTH;

function isOverlayTexts(value: unknown): value is OverlayTexts {
  return (
    isRecord(value) &&
    Object.keys(value).length === 3 &&
    isShownText(value.title) &&
    isShownText(value.cancel) &&
    isShownText(value.frame)
  );
}

/** Messages the form may send to the page. */
export function isFormMessage(data: unknown): data is FormMessage {
  if (!isRecord(data) || data.kassa !== PROTOCOL_VERSION) return false;
  switch (data.type) {
    case 'ready':
      return Object.keys(data).length === 3 && isShownText(data.title);
    case 'timeout':
    case 'challenge-end':
      return Object.keys(data).length === 2;
    case 'challenge':
      return (
        Object.keys(data).length === 5 &&
        isChallengeUrl(data.url) &&
        isChallengeLook(data.look) &&
        isOverlayTexts(data.texts)
      );
    case 'resize':
      return (
        typeof data.height === 'number' &&
        Number.isFinite(data.height) &&
        data.height >= 0 &&
        data.height <= 100_000
      );
    case 'result':
      return isTResult(data.result);
    default:
      return false;
  }
}

/** Messages the page may send to the form. */
export function isPageMessage(data: unknown): data is PageMessage {
  return (
    isRecord(data) &&
    data.kassa === PROTOCOL_VERSION &&
    (data.type === 'submit' || data.type === 'challenge-cancel') &&
    Object.keys(data).length === 2
  );
}
