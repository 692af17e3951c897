import { isThemeType, THEME_TYPES } from '../src/protocol/messages.ts';
import type { KassaConfig } from './kassa.ts';

// Runtime checks on what merchants pass to `window.Kassa`: plain JavaScript callers get no compile
// errors, so every wrong argument fails at once with what was expected (like stripe-js
// validateLoadParams).

const CONFIG_KEYS = ['theme', 'onTimeout', 'hidePayButton', 'summary'];
/** The session's redirect_url path (server/domain/ledger/payment-view.ts). */
const CHECKOUT_PATH = /^\/pay\/[\w-]+$/;

export function fail(message: string): never {
  throw new Error(`[Kassa] ${message}`);
}

/** A wrong value as a message shows it. */
/** ['A', 'B', 'C'] → "'A', 'B' or 'C'". */
const oneOf = (values: readonly string[]): string =>
  values
    .map((value) => `'${value}'`)
    .join(', ')
    .replace(/, ([^,]*)$/, ' or $1');

export function show(value: unknown): string {
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'function') return 'a function';
  if (Array.isArray(value)) return 'an array';
  return value && typeof value === 'object' ? 'an object' : String(value);
}

export function checkElementId(method: string, elementId: unknown): string {
  if (typeof elementId !== 'string' || !elementId) {
    fail(`${method} expects the id of an element as its first argument, got ${show(elementId)}`);
  }
  return elementId;
}

export function checkFunction<T extends (value: never) => void>(method: string, value: unknown): T {
  if (typeof value !== 'function') {
    fail(`${method} expects a function as its second argument, got ${show(value)}`);
  }
  return value as T;
}

/** The checkout URL without query or fragment, so the embed parameters can go in the fragment. */
export function checkCheckoutUrl(checkoutUrl: unknown, serviceOrigin: string): string {
  let url: URL | undefined;
  try {
    url = new URL(String(checkoutUrl));
  } catch {}
  if (
    typeof checkoutUrl !== 'string' ||
    url?.origin !== serviceOrigin ||
    !CHECKOUT_PATH.test(url.pathname) ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  ) {
    fail(
      `checkoutUrl must be the session.redirect_url of a checkout created on ${serviceOrigin}, got ${show(checkoutUrl)}`,
    );
  }
  return serviceOrigin + url.pathname;
}

export function checkConfig(config: unknown): KassaConfig {
  if (config === undefined) return {};
  if (!config || typeof config !== 'object' || Array.isArray(config)) {
    fail(`config must be an object like { theme: 'DARK', onTimeout() {} }, got ${show(config)}`);
  }
  for (const key of Object.keys(config)) {
    if (!CONFIG_KEYS.includes(key)) {
      fail(`unknown config key "${key}"; expected theme, onTimeout, hidePayButton or summary`);
    }
  }
  const { theme, onTimeout, hidePayButton, summary } = config as Record<string, unknown>;
  if (theme !== undefined && !isThemeType(theme)) {
    fail(`config.theme must be ${oneOf(THEME_TYPES)}, got ${show(theme)}`);
  }
  if (onTimeout !== undefined && typeof onTimeout !== 'function') {
    fail(`config.onTimeout must be a function, got ${show(onTimeout)}`);
  }
  if (hidePayButton !== undefined && typeof hidePayButton !== 'boolean') {
    fail(`config.hidePayButton must be true or false, got ${show(hidePayButton)}`);
  }
  if (summary !== undefined && typeof summary !== 'boolean') {
    fail(`config.summary must be true or false, got ${show(summary)}`);
  }
  return config as KassaConfig;
}
