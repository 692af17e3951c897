import type { FromSchema } from 'json-schema-to-ts';
import type { BrowserContext } from '../../../common/contract/browser-context-schema.ts';
import type { paymentContextSchema } from '../../contract/transaction-schema.ts';

// The transaction's payment_context: what the server saw of the request that paid (address and
// headers) and what the form said about the browser (src/checkout/browser-context.ts). Stored with
// the transaction as one jsonb document; 3-D Secure reads the browser fields from it.

export type PaymentContext = FromSchema<typeof paymentContextSchema>;

/** The request facts a route passes on: Fastify's `request.ip` and two headers. */
export interface RequestFacts {
  ip: string;
  userAgent: string | string[] | undefined;
  acceptLanguage: string | string[] | undefined;
}

function header(value: string | string[] | undefined, max: number): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first ? first.slice(0, max) : undefined;
}

export function paymentContext(request: RequestFacts, browser?: BrowserContext): PaymentContext {
  const userAgent = header(request.userAgent, 512);
  const acceptLanguage = header(request.acceptLanguage, 256);
  const b = browser ?? {};
  return {
    ...(request.ip && { ip: request.ip.slice(0, 45) }),
    ...(userAgent !== undefined && { user_agent: userAgent }),
    ...(acceptLanguage !== undefined && { accept_language: acceptLanguage }),
    ...(b.language !== undefined && { browser_language: b.language }),
    ...(b.screen_width !== undefined && { browser_screen_width: b.screen_width }),
    ...(b.screen_height !== undefined && { browser_screen_height: b.screen_height }),
    ...(b.color_depth !== undefined && { browser_color_depth: b.color_depth }),
    ...(b.time_zone_offset !== undefined && { browser_time_zone_offset: b.time_zone_offset }),
    ...(b.java_enabled !== undefined && { browser_java_enabled: b.java_enabled }),
    ...(b.javascript_enabled !== undefined && {
      browser_javascript_enabled: b.javascript_enabled,
    }),
  };
}

const KEYS: ReadonlySet<string> = new Set([
  'ip',
  'user_agent',
  'accept_language',
  'browser_language',
  'browser_screen_width',
  'browser_screen_height',
  'browser_color_depth',
  'browser_time_zone_offset',
  'browser_java_enabled',
  'browser_javascript_enabled',
]);

/** The stored document's shape (transactions.payment_context): known keys, plain values. */
export function isPaymentContext(value: unknown): value is PaymentContext {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([key, field]) => {
    if (!KEYS.has(key)) return false;
    if (key.startsWith('browser_') && key.endsWith('_enabled')) return typeof field === 'boolean';
    if (key === 'ip' || key === 'user_agent' || key.endsWith('language')) {
      return typeof field === 'string';
    }
    return typeof field === 'number' && Number.isInteger(field);
  });
}
