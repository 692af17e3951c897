import type { KassaApi } from './kassa.ts';

// `import { loadKassa } from '<service>/js/loader.js'`: a typed way to get `window.Kassa` into an
// application. It only adds the script tag; the script always comes from the service origin, never
// from the merchant's bundle (spec: the script is never bundled or self-hosted), like @stripe/stripe-js.

export type { KassaApi, KassaConfig, ThemeType, TResult } from './kassa.ts';

let loading: Promise<KassaApi> | undefined;

/**
 * Loads `<service origin>/js/kassa.js` once and resolves to `window.Kassa`. `serviceUrl` is any URL
 * on the service, e.g. its base URL or a checkout's redirect_url. A script tag already on the page
 * and an already defined `window.Kassa` are reused.
 */
export function loadKassa(serviceUrl: string): Promise<KassaApi> {
  if (typeof window === 'undefined') {
    return Promise.reject(
      new Error('[Kassa] loadKassa runs in a browser, not during server rendering'),
    );
  }
  let src: string;
  try {
    const url = new URL(serviceUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new TypeError();
    src = `${url.origin}/js/kassa.js`;
  } catch {
    return Promise.reject(
      new Error(
        `[Kassa] loadKassa expects the service URL, like "https://pay.example.com", got ${typeof serviceUrl === 'string' ? `"${serviceUrl}"` : String(serviceUrl)}`,
      ),
    );
  }
  if (window.Kassa) return Promise.resolve(window.Kassa);
  loading ??= new Promise<KassaApi>((resolve, reject) => {
    const existing = [...document.scripts].find((candidate) => candidate.src === src);
    const script = existing ?? document.createElement('script');
    const failed = (reason: string): void => {
      // Let a later call try again with a fresh tag.
      loading = undefined;
      script.remove();
      reject(new Error(`[Kassa] ${src} ${reason}`));
    };
    script.addEventListener('load', () => {
      if (window.Kassa) resolve(window.Kassa);
      else failed('loaded but did not define window.Kassa');
    });
    script.addEventListener('error', () => failed('could not be loaded'));
    if (!existing) {
      script.src = src;
      document.head.append(script);
    }
  });
  return loading;
}
