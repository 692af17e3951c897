import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../contract/error-responses.ts';
import {
  paymentTokenParamsSchema,
  paymentTokenResponseSchema,
} from '../../contract/payment-token-schema.ts';
import type { AppDeps } from '../../domain/deps.ts';
import { hideSavedCard, revokeConsent } from '../../domain/payment-tokens/card-management.ts';
import { merchantOf } from '../../http/auth.ts';
import { plainDialect } from '../../http/dialects/endpoint-dialects.ts';

// Card management — spec: Endpoints → Card management; design: docs/risk-controls.md.
//   POST /v1/customer/{merchantCustomerId}/payment-token/{paymentTokenId}/delete
//        hides the saved card from the customer's checkouts; MIT on it still works
//   POST /v1/customer/{merchantCustomerId}/payment-token/{paymentTokenId}/revoke-cof-consent
//        ends its card-on-file consent: MIT, CIT and rebills on it are refused from then on
// Both answer the token's state after the call; a second call answers the same. No body is read.

const BASE = '/customer/:merchantCustomerId/payment-token/:paymentTokenId';

export function cardManagementRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const schema = {
    params: paymentTokenParamsSchema,
    response: { 200: paymentTokenResponseSchema, ...errorResponses },
  };
  const config = { dialect: { body: plainDialect } };

  api.post(
    `${BASE}/delete`,
    {
      config,
      schema: {
        ...schema,
        operationId: 'hideSavedCard',
        summary: "Hide a saved card from the customer's payment form",
        description:
          'The card is no longer offered on the customer’s checkouts; the token and its ' +
          'card-on-file consent stay, so MIT payments on it still work. Answers the token; a ' +
          'second call answers the same. A token that is not this customer’s is 404.',
      },
    },
    async (request) =>
      hideSavedCard(
        deps.db,
        { merchantId: merchantOf(request).merchantId, ...request.params },
        deps.now(),
      ),
  );

  api.post(
    `${BASE}/revoke-cof-consent`,
    {
      config,
      schema: {
        ...schema,
        operationId: 'revokeCofConsent',
        summary: "Revoke the customer's card-on-file consent for a token",
        description:
          'MIT sales, MIT authorizations, CIT sales and rebills on the token are refused from ' +
          'then on (2911 COF Consent not found); the saved card itself stays. Answers the ' +
          'token; a second call answers the same. A token that is not this customer’s is 404.',
      },
    },
    async (request) =>
      revokeConsent(
        deps.db,
        { merchantId: merchantOf(request).merchantId, ...request.params },
        deps.now(),
      ),
  );
}
