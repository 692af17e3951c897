import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { createCheckout } from '../checkout/create-checkout.ts';
import { checkoutBodySchema } from '../checkout/schema.ts';
import { errorResponses } from '../error-responses.ts';
import { SANDBOX_MERCHANT_ID } from '../merchants/sandbox-merchant.ts';
import { checkoutUrl } from '../payments/payment-view.ts';
import { insertPayment } from '../payments/store.ts';
import { perAddressLimit } from '../rate-limits.ts';
import { checkDemoAccess } from './demo-access.ts';

// Conveniences for someone trying Kassa on their laptop: a button on `/` that opens a real
// checkout of the sandbox merchant, and a page to land on afterwards. They never see card data
// and cannot read any existing payment. Only the designer preview may press the button
// (demo-access.ts), and only on a loopback HOST unless SANDBOX_DEMO=1.

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// The designer preview sends the override it shows; the same schema as POST /v1/checkout checks it.
const demoCheckoutBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    payment_form_override: checkoutBodySchema.properties.payment_form_override,
  },
} as const;

/** 200 answer: where the button sends the browser. */
const demoCheckoutResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['redirect_url'],
  properties: { redirect_url: { type: 'string' } },
} as const;

export function sandboxDemoRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<JsonSchemaToTsProvider>().post(
    '/sandbox/demo-checkout',
    {
      schema: {
        body: demoCheckoutBodySchema,
        response: { 200: demoCheckoutResponseSchema, ...errorResponses },
      },
      // Before the body is even parsed: a caller that may not open one learns nothing else.
      onRequest: async (request) => checkDemoAccess(request, deps.config),
      // Issue #13.4: an open endpoint that creates real checkouts must not be sprayed.
      config: { rateLimit: perAddressLimit(deps.config.rateLimits.demoPerMinute) },
      // The plain button posts nothing at all; that is an empty body, not a malformed one.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      const override = request.body?.payment_form_override;
      const base = deps.config.publicUrl;
      const payment = createCheckout({
        merchantId: SANDBOX_MERCHANT_ID,
        allowedOrigins: [],
        now: deps.now(),
        ttlSeconds: deps.config.sessionTtlSeconds,
        body: {
          payment_data: {
            type: 'SALE',
            currency_code: 'EUR',
            language: 'en-us',
            shop_name: 'Kassa Demo Shop',
          },
          customer: {
            merchant_customer_id: 'demo-customer',
            email: 'shopper@example.com',
            country_code: 'DE',
          },
          callback: {
            success_url: `${base}/sandbox/return?outcome=success`,
            failure_url: `${base}/sandbox/return?outcome=failure`,
          },
          products: [
            { product_type: 'SALE', product_name: 'Espresso beans, 1 kg', product_price: '24.90' },
            { product_type: 'SALE', product_name: 'Ceramic cup', product_price: '9.50' },
            {
              product_type: 'SALE',
              product_name: 'Gift wrapping',
              product_price: '2.00',
              is_optional: true,
            },
          ],
          ...(override && { payment_form_override: override }),
        },
      });
      await insertPayment(deps.db, payment);
      return { redirect_url: checkoutUrl(base, payment.sessionToken) };
    },
  );

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/sandbox/return',
    async (request, reply) => {
      const { outcome, error_code: code, error_message: message } = request.query;
      const ok = outcome === 'success';
      const detail = ok
        ? "This is the merchant's success_url. The merchant learns the outcome, and the payment token, from the signed TRANSACTION postback."
        : `error_code ${escapeHtml(code ?? '–')}: ${escapeHtml(message ?? 'no message')}`;
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('referrer-policy', 'no-referrer');
      return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${ok ? 'Payment succeeded' : 'Payment failed'} – Kassa sandbox</title><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${ok ? 'Payment succeeded' : 'Payment failed'}</h1><p>${detail}</p><p><a href="/">Back to Kassa</a></p></body></html>`;
    },
  );
}
