import type { BrowserContext } from '../../common/contract/browser-context-schema.ts';

/** The browser facts 3-D Secure asks for, sent with the payment (contract/browser-context-schema.ts). */
export function browserContext(): BrowserContext {
  const s = globalThis.screen;
  const language = navigator.language;
  return {
    ...(/^[A-Za-z0-9-]{1,35}$/.test(language) && { language }),
    ...(s && { screen_width: s.width, screen_height: s.height, color_depth: s.colorDepth }),
    time_zone_offset: new Date().getTimezoneOffset(),
    // No current browser runs Java applets (navigator.javaEnabled() is always false).
    java_enabled: false,
    javascript_enabled: true,
  };
}
