import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../contract/api-error.ts';
import type { CheckoutBody } from '../../contract/checkout-schema.ts';
import { errorResponses } from '../../contract/error-responses.ts';
import {
  type TokenAnswer,
  type TokenBody,
  tokenBodySchema,
  tokenResponseSchema,
} from '../../contract/token-schema.ts';
import { TOKEN_CALLBACK_URL_MAX_LENGTH } from '../../domain/checkout/callback-url.ts';
import { openCheckout } from '../../domain/checkout/open-checkout.ts';
import type { AppDeps } from '../../domain/deps.ts';
import type { PaymentRecord } from '../../domain/ledger/payment-record.ts';
import { paymentData } from '../../domain/ledger/payment-view.ts';
import { tokensEnabled } from '../../domain/merchants/merchant-store.ts';
import { merchantOf } from '../../http/auth.ts';
import { callerOf } from '../../http/caller.ts';
import { paymentDialect } from '../../http/dialects/endpoint-dialects.ts';
import { flatSentPaths } from './flat-to-checkout.ts';

// POST /v1/token (spec: Endpoints → POST /token): a session where the shopper enters a
// card without paying ("Save card" on the form). Its payment is a checkout of the card alone
// through the checkout's code path, checked by the rules of a zero-amount AUTHORIZE (no products,
// nothing charged) and recorded as TOKEN: paying it on the form makes a TOKEN transaction of zero
// with its TRANSACTION postback, which carries the new payment_token_id, usable for later
// payments of this merchant and merchant_customer_id. The spec's token request names no currency:
// the zero verification is recorded in TOKEN_CURRENCY. Behind the merchant setting tokens_enabled.

/** The currency of a token's zero verification (never shown: the token response has no amount). */
export const TOKEN_CURRENCY = 'EUR';

function tokenCheckout(body: TokenBody): CheckoutBody {
  return {
    payment_data: {
      type: 'AUTHORIZE',
      methods: ['CARD'],
      currency_code: TOKEN_CURRENCY,
      language: body.language,
      ...(body.merchant_payment_id !== undefined && {
        merchant_payment_id: body.merchant_payment_id,
      }),
      ...(body.shop_name !== undefined && { shop_name: body.shop_name }),
      ...(body.shop_url !== undefined && { shop_url: body.shop_url }),
    },
    customer: {
      merchant_customer_id: body.merchant_customer_id,
      email: body.email,
      country_code: body.country_code,
    },
    callback: { success_url: body.success_url, failure_url: body.failure_url },
    products: [],
    ...(body.prefilled_card_holder !== undefined && {
      additional_info: { customer_full_name: body.prefilled_card_holder },
    }),
  };
}

/** The spec's token response: the payment without amounts and products. */
export function tokenAnswer(payment: PaymentRecord, publicUrl: string): TokenAnswer {
  const d = paymentData(payment, publicUrl);
  const { email, country_code } = payment.customer;
  const { success_url, failure_url } = d;
  if (
    email === undefined ||
    country_code === undefined ||
    success_url === undefined ||
    failure_url === undefined
  ) {
    throw new Error('[Kassa] a token payment without its email, country_code or callback URLs');
  }
  return {
    type: 'PAYMENT',
    data: {
      payment_id: d.payment_id,
      payment_type: 'TOKEN',
      payment_method: 'CARD',
      created_at: d.created_at,
      merchant_id: d.merchant_id,
      ...(d.merchant_payment_id !== undefined && { merchant_payment_id: d.merchant_payment_id }),
      merchant_customer_id: d.merchant_customer_id,
      email,
      ...(d.language !== undefined && { language: d.language }),
      country_code,
      success_url,
      failure_url,
      ...(payment.additionalInfo?.customer_full_name !== undefined && {
        prefilled_card_holder: payment.additionalInfo.customer_full_name,
      }),
      ...(d.shop_name !== undefined && { shop_name: d.shop_name }),
      ...(d.shop_url !== undefined && { shop_url: d.shop_url }),
      session: d.session,
    },
  };
}

export function tokenRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<JsonSchemaToTsProvider>().post(
    '/token',
    {
      config: { dialect: { body: paymentDialect, sentPaths: flatSentPaths } },
      schema: {
        body: tokenBodySchema,
        response: { 200: tokenResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      if (!(await tokensEnabled(deps.db, merchantOf(request).merchantId))) {
        throw new ApiError(
          400,
          'INVALID_REQUEST',
          'POST /v1/token is not enabled for this merchant (merchant setting tokens_enabled)',
        );
      }
      // The spec gives X-Idempotency-Key to other endpoints, not this one: the header is ignored.
      const payment = await openCheckout(
        deps,
        callerOf(request, false),
        tokenCheckout(request.body),
        null,
        {
          callbackUrlMaxLength: TOKEN_CALLBACK_URL_MAX_LENGTH,
          recordAs: 'TOKEN',
        },
      );
      return tokenAnswer(payment, deps.config.publicUrl);
    },
  );
}
