import { describe, expect, it } from 'vitest';
import {
  type ChallengeLook,
  challengeCancelMessage,
  challengeEndMessage,
  challengeMessage,
  isFormMessage,
  isPageMessage,
  readyMessage,
  resizeMessage,
  resultMessage,
  submitMessage,
  timeoutMessage,
} from './messages.ts';

/** A look as the form sends it: the built-in LIGHT theme's values, read off the form. */
const TEXTS = {
  title: 'Confirm your payment',
  cancel: 'Cancel',
  frame: '3-D Secure verification',
};

const LOOK: ChallengeLook = {
  scheme: 'light',
  background: 'rgb(255, 255, 255)',
  text: '#1a1f36',
  border: '#e3e6ec',
  accent: 'color-mix(in srgb, #3b4fd8 84%, #000)',
  font: 'system-ui, "Segoe UI", sans-serif',
  radius: '12px',
};

/** Looks a page must refuse: values that could leave their property, or the wrong shape. */
const HOSTILE_LOOKS: unknown[] = [
  { ...LOOK, scheme: 'neon' },
  { ...LOOK, background: 'red; position: fixed' },
  { ...LOOK, background: 'url(https://evil.example/x.png)' },
  { ...LOOK, font: 'a} body{display:none' },
  { ...LOOK, text: '</style><script>' },
  { ...LOOK, text: '\\65 xpression(1)' },
  { ...LOOK, radius: 'x'.repeat(201) },
  { ...LOOK, radius: 12 },
  { ...LOOK, pan: '4242424242424242' },
  (({ accent: _, ...rest }) => rest)(LOOK),
  null,
  'light',
];

describe('protocol guards', () => {
  it('accept the messages of the protocol', () => {
    expect(isFormMessage({ kassa: 1, type: 'ready', title: 'Secure payment form' })).toBe(true);
    // The frame's name is text the page shows (to assistive technology): a short string or nothing.
    expect(isFormMessage({ kassa: 1, type: 'ready' })).toBe(false);
    expect(isFormMessage({ kassa: 1, type: 'ready', title: 'x'.repeat(201) })).toBe(false);
    expect(isFormMessage({ kassa: 1, type: 'timeout' })).toBe(true);
    expect(isFormMessage({ kassa: 1, type: 'resize', height: 420 })).toBe(true);
    expect(
      isFormMessage({ kassa: 1, type: 'result', result: { success: true, url: 'https://s/ok' } }),
    ).toBe(true);
    expect(
      isFormMessage({
        kassa: 1,
        type: 'result',
        result: {
          success: false,
          retry: true,
          error_code: 2004,
          error_message: 'Insufficient funds',
        },
      }),
    ).toBe(true);
    expect(isPageMessage({ kassa: 1, type: 'submit' })).toBe(true);
  });

  it.each([
    null,
    'submit',
    { type: 'ready' },
    { kassa: 2, type: 'ready' },
    { kassa: 1, type: 'unknown' },
    { kassa: 1, type: 'ready', extra: 1 },
    { kassa: 1, type: 'resize', height: '420' },
    { kassa: 1, type: 'resize', height: Number.POSITIVE_INFINITY },
    { kassa: 1, type: 'resize', height: -1 },
    { kassa: 1, type: 'result', result: { success: 'yes' } },
    { kassa: 1, type: 'result', result: { success: false, error_code: '2004' } },
    { kassa: 1, type: 'result', result: { success: true, pan: '4242424242424242' } },
  ])('refuse %j from the form', (data) => {
    expect(isFormMessage(data)).toBe(false);
  });

  it('refuse anything but submit from the page', () => {
    expect(isPageMessage({ kassa: 1, type: 'ready' })).toBe(false);
    expect(isPageMessage({ kassa: 1, type: 'submit', card: '4242' })).toBe(false);
  });

  it('pass what the constructors build, each on its own side', () => {
    const result = { success: false, retry: true, error_code: 2004, error_message: 'Declined' };
    expect(resultMessage(result)).toEqual({ kassa: 1, type: 'result', result });
    expect(resizeMessage(420)).toEqual({ kassa: 1, type: 'resize', height: 420 });
    for (const message of [
      readyMessage('Secure payment form'),
      timeoutMessage(),
      resizeMessage(420),
      resultMessage(result),
    ])
      expect(isFormMessage(message) && !isPageMessage(message)).toBe(true);
    expect(isPageMessage(submitMessage()) && !isFormMessage(submitMessage())).toBe(true);
  });

  it('accept the 3-D Secure challenge messages, each on its own side', () => {
    const url = 'https://pay.example/sandbox/acs/ch_1?theme=DARK';
    expect(isFormMessage({ kassa: 1, type: 'challenge', url, look: LOOK, texts: TEXTS })).toBe(
      true,
    );
    // Without the overlay's words, or with words too long to be a heading or a button: refused.
    expect(isFormMessage({ kassa: 1, type: 'challenge', url, look: LOOK })).toBe(false);
    expect(
      isFormMessage({
        kassa: 1,
        type: 'challenge',
        url,
        look: LOOK,
        texts: { ...TEXTS, title: 'x'.repeat(201) },
      }),
    ).toBe(false);
    expect(
      isFormMessage({
        kassa: 1,
        type: 'challenge',
        url: 'http://localhost:3000/x',
        look: LOOK,
        texts: TEXTS,
      }),
    ).toBe(true);
    expect(isFormMessage({ kassa: 1, type: 'challenge-end' })).toBe(true);
    expect(isPageMessage({ kassa: 1, type: 'challenge-cancel' })).toBe(true);
    expect(challengeMessage(url, LOOK, TEXTS)).toEqual({
      kassa: 1,
      type: 'challenge',
      url,
      look: LOOK,
      texts: TEXTS,
    });
    for (const message of [challengeMessage(url, LOOK, TEXTS), challengeEndMessage()])
      expect(isFormMessage(message) && !isPageMessage(message)).toBe(true);
    expect(
      isPageMessage(challengeCancelMessage()) && !isFormMessage(challengeCancelMessage()),
    ).toBe(true);
  });

  it.each([
    { kassa: 1, type: 'challenge' },
    { kassa: 1, type: 'challenge', url: 'https://pay.example/sandbox/acs/1' },
    { kassa: 1, type: 'challenge', url: 42, look: LOOK },
    { kassa: 1, type: 'challenge', url: null },
    { kassa: 1, type: 'challenge', url: '/sandbox/acs/ch_1' },
    { kassa: 1, type: 'challenge', url: 'javascript:alert(1)' },
    { kassa: 1, type: 'challenge', url: 'data:text/html,<p>hi</p>' },
    { kassa: 1, type: 'challenge', url: `https://pay.example/${'a'.repeat(2048)}` },
    { kassa: 1, type: 'challenge', url: 'https://pay.example/sandbox/acs/1', look: LOOK, x: 1 },
    { kassa: 1, type: 'challenge', url: 'https://pay.example/sandbox/acs/1', pan: '4242' },
    ...HOSTILE_LOOKS.map((look) => ({
      kassa: 1,
      type: 'challenge',
      url: 'https://pay.example/sandbox/acs/1',
      look,
    })),
    { kassa: 1, type: 'challenge-end', url: 'https://pay.example/sandbox/acs/1' },
    { kassa: 2, type: 'challenge-end' },
    { kassa: 1, type: 'challenge-cancel' },
  ])('refuse %j from the form', (data) => {
    expect(isFormMessage(data)).toBe(false);
  });

  it.each([
    { kassa: 1, type: 'challenge-cancel', reason: 'escape' },
    { kassa: '1', type: 'challenge-cancel' },
    { kassa: 1, type: 'challenge-end' },
    { kassa: 1, type: 'challenge', url: 'https://pay.example/sandbox/acs/1' },
    { kassa: 1, type: 'challenge', url: 'https://pay.example/sandbox/acs/1', look: LOOK },
  ])('refuse %j from the page', (data) => {
    expect(isPageMessage(data)).toBe(false);
  });
});
