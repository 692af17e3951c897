import { fail } from './validate-args.ts';

/**
 * The service origin is the origin kassa.js itself was loaded from: the spec requires the script to
 * come from the service's script host, so the page needs no setting for it and no merchant input
 * can point the embed at another origin. Read once, while the script runs (`document.currentScript`
 * is null afterwards and for module scripts).
 */
export function serviceOriginOf(script: unknown): string {
  const src = script instanceof HTMLScriptElement ? script.src : '';
  if (!/^https?:\/\//.test(src)) {
    fail(
      `load kassa.js with a classic <script src="https://<service>/js/kassa.js"> tag, got ${src ? `src "${src}"` : 'no script src'}`,
    );
  }
  return new URL(src).origin;
}
