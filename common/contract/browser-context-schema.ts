import type { FromSchema } from 'json-schema-to-ts';

// What the payment form tells the server about the shopper's browser when it pays: the EMV 3-D
// Secure browser fields the server cannot read from the request itself (3-D Secure in
// 3-D Secure sends them on). Every field is optional and bounded: an old or unusual browser leaves
// out what it does not know, and nothing here is identifying beyond what 3-D Secure asks for.

export const browserContextSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** navigator.language, a BCP 47 tag ("en-US"). */
    language: { type: 'string', minLength: 1, maxLength: 35, pattern: '^[A-Za-z0-9-]+$' },
    /** screen.width and screen.height in CSS pixels. */
    screen_width: { type: 'integer', minimum: 0, maximum: 999999 },
    screen_height: { type: 'integer', minimum: 0, maximum: 999999 },
    /** screen.colorDepth in bits. */
    color_depth: { type: 'integer', minimum: 0, maximum: 64 },
    /** Date#getTimezoneOffset(): minutes from local time to UTC (UTC+2 → -120). */
    time_zone_offset: { type: 'integer', minimum: -840, maximum: 840 },
    java_enabled: { type: 'boolean' },
    javascript_enabled: { type: 'boolean' },
  },
} as const;

export type BrowserContext = FromSchema<typeof browserContextSchema>;
