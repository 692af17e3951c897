import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { checkoutBodySchema, requestLanguage } from '../../../contract/checkout-schema.ts';
import { errorResponses } from '../../../contract/error-responses.ts';
import { expireSession } from '../../../domain/attempts/expire-session.ts';
import { createCheckout } from '../../../domain/checkout/create-checkout.ts';
import type { AppDeps } from '../../../domain/deps.ts';
import { withBaseAmount } from '../../../domain/ledger/base-amount.ts';
import { insertPayment } from '../../../domain/ledger/payment-store.ts';
import { checkoutUrl } from '../../../domain/ledger/payment-view.ts';
import { merchantBaseCurrency } from '../../../domain/merchants/merchant-store.ts';
import { perAddressLimit } from '../../../http/rate-limits.ts';
import { shopperPageText } from '../../../http/shopper-page-text.ts';
import { newId } from '../../../platform/ids.ts';
import { SANDBOX_MERCHANT_ID } from '../../sandbox-merchant.ts';
import { checkDemoAccess } from './demo-access.ts';
import { demoCustomer } from './demo-customer.ts';
import { RETURN_PAGE_CSP, returnPage } from './return-page.ts';
import { returnPageFacts } from './return-page-facts.ts';

// Conveniences for someone trying Kassa on their laptop: a button on `/` that opens a real
// checkout of the sandbox merchant, and a page to land on afterwards. They never see card data
// and cannot read any existing payment. Only the designer preview may press the button
// (demo-access.ts), and only on a loopback HOST unless SANDBOX_DEMO=1.

// The designer preview sends the override it shows; the same schema as POST /v1/checkout checks it.
// `expired: true` (its "Try the timeout" button) ends the session as soon as it is made, through
// the same function as POST /sandbox/api/sessions/:token/expire. `language`, the checkout's, is
// the one the preview's panels speak (en-us when none is sent).
const demoCheckoutBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    payment_form_override: checkoutBodySchema.properties.payment_form_override,
    expired: { type: 'boolean' },
    language: requestLanguage,
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
    },
    async (request, reply) => {
      const override = request.body?.payment_form_override;
      // This browser's own customer: a card saved on its demo is offered on its demos only.
      const customer = demoCustomer(request.headers.cookie);
      const base = deps.config.publicUrl;
      // A reference of the merchant's own, in the return URLs as a shop puts its order number
      // there: the return page shows this payment and its postbacks.
      const reference = newId('demo');
      const back = (outcome: string) =>
        `${base}/sandbox/return?outcome=${outcome}&merchant_payment_id=${reference}`;
      const payment = createCheckout({
        merchantId: SANDBOX_MERCHANT_ID,
        allowedOrigins: [],
        now: deps.now(),
        ttlSeconds: deps.config.sessionTtlSeconds,
        body: {
          payment_data: {
            type: 'SALE',
            currency_code: 'EUR',
            language: request.body?.language ?? 'en-us',
            shop_name: 'Kassa Demo Shop',
            merchant_payment_id: reference,
          },
          customer: {
            merchant_customer_id: customer.merchantCustomerId,
            email: 'shopper@example.com',
            country_code: 'DE',
          },
          callback: {
            success_url: back('success'),
            failure_url: back('failure'),
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
      // The sandbox merchant's base currency, as for every payment it makes through the API.
      await insertPayment(
        deps.db,
        withBaseAmount(payment, {
          code: await merchantBaseCurrency(deps.db, SANDBOX_MERCHANT_ID),
          rate: deps.processors.network.exchangeRate,
        }),
      );
      if (request.body?.expired) {
        await expireSession(deps.db, SANDBOX_MERCHANT_ID, payment.sessionToken, deps.now());
      }
      reply.header('set-cookie', customer.setCookie);
      return { redirect_url: checkoutUrl(base, payment.sessionToken) };
    },
  );

  app.get('/sandbox/return', async (request, reply) => {
    const facts = await returnPageFacts(deps, request.raw.url ?? '');
    const text = await shopperPageText(
      request.headers,
      facts.lookup.kind === 'found' ? facts.lookup.payment : null,
    );
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', RETURN_PAGE_CSP)
      .header('referrer-policy', 'no-referrer');
    return returnPage(facts, text);
  });
}
