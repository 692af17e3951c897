import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../contract/api-error.ts';
import type { AppDeps } from '../../domain/deps.ts';
import { findMerchantLogo } from '../../domain/merchants/merchant-store.ts';

// The merchant's logo, served by Kassa at a URL naming its SHA-256 (logoPath in
// server/domain/merchants/logo-image.ts): the same URL is always the same bytes, so browsers keep it
// for a year; a new logo is a new URL. The shopper's browser fetches nothing from the merchant.

const LOGO_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  // An SVG opened on its own (not through <img>) runs no script and loads nothing.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  // The form's own origin shows it; a merchant page framing the form still loads it in the frame.
  'cross-origin-resource-policy': 'same-origin',
} as const;

const logoParams = {
  type: 'object',
  required: ['merchantId', 'digest'],
  properties: {
    merchantId: { type: 'string', minLength: 1, maxLength: 64 },
    digest: { type: 'string', pattern: '^[0-9a-f]{64}$' },
  },
} as const;

export function merchantLogoRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { merchantId: string; digest: string } }>(
    '/merchant-logos/:merchantId/:digest',
    { schema: { params: logoParams } },
    async (request, reply) => {
      const { merchantId, digest } = request.params;
      const logo = await findMerchantLogo(deps.db, merchantId, digest);
      if (!logo) throw ApiError.notFound('logo');
      return reply
        .headers({ ...LOGO_HEADERS, 'content-type': logo.contentType })
        .send(Buffer.from(logo.bytes));
    },
  );
}
