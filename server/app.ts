import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { backofficeRoutes } from './api/backoffice/routes.ts';
import { registerOpenApi } from './api/docs/register-openapi.ts';
import { openApiRoutes } from './api/docs/route.ts';
import { sessionRoutes } from './api/form/session-routes.ts';
import { authorizationRoutes } from './api/merchant/authorization-routes.ts';
import { cardManagementRoutes } from './api/merchant/card-management-routes.ts';
import { checkoutRoutes } from './api/merchant/checkout-route.ts';
import { negativeEntryRoutes } from './api/merchant/negative-entry-routes.ts';
import { flatPaymentRoutes } from './api/merchant/payment-routes.ts';
import { payoutRoutes } from './api/merchant/payout-route.ts';
import { refundRoutes } from './api/merchant/refund-route.ts';
import { subscriptionRoutes } from './api/merchant/subscription-routes.ts';
import { tokenChargeRoutes } from './api/merchant/token-charge-routes.ts';
import { tokenRoutes } from './api/merchant/token-route.ts';
import { transactionRoutes } from './api/merchant/transaction-route.ts';
import { merchantLogoRoute } from './api/pages/merchant-logo-route.ts';
import { type BuiltDirs, pageRoutes } from './api/pages/route.ts';
import { CARD_NUMBER_EXEMPT } from './contract/card-number-text.ts';
import type { AppDeps } from './domain/deps.ts';
import { apiKeyAuth, decorateMerchant } from './http/auth.ts';
import { authThrottle, sharedAuthThrottle } from './http/auth-throttle.ts';
import { refuseCardNumbersInBody } from './http/card-number-scan.ts';
import { registerCompression } from './http/compression.ts';
import { normalizeRequest } from './http/dialects/request-dialect.ts';
import { installEmptyBodyReading } from './http/empty-body.ts';
import {
  BODY_LIMIT_BYTES,
  handleClientError,
  handleError,
  installErrorHandling,
} from './http/errors.ts';
import { healthRoutes, type Readiness } from './http/health.ts';
import { registerHostCheck } from './http/host-check.ts';
import { installHostileInputCheck } from './http/hostile-input.ts';
import { refuseDisabledMerchant } from './http/merchant-disabled.ts';
import { limitPerApiKey, registerRateLimits } from './http/rate-limits.ts';
import { REQUEST_LOG_OPTIONS, registerRequestLog } from './http/request-log.ts';
import { BASELINE_SECURITY_HEADERS, registerSecurityHeaders } from './http/security-headers.ts';
import { embedDir, previewRenderModule, publicDir, serverRenderModule } from './platform/paths.ts';
import { acsRoutes } from './sandbox/pages/challenge/acs-route.ts';
import { sandboxClockRoutes } from './sandbox/pages/clocks/api-route.ts';
import { previewPage } from './sandbox/pages/demo/demo-access.ts';
import { sandboxDemoRoutes } from './sandbox/pages/demo/route.ts';
import { sandboxDisputeApiRoutes } from './sandbox/pages/disputes/api-route.ts';
import { sandboxPayoutApiRoutes } from './sandbox/pages/payouts/decide-route.ts';
import { sandboxPostbackApiRoutes } from './sandbox/pages/postbacks/api-route.ts';
import { sandboxPostbackPageRoutes } from './sandbox/pages/postbacks/page-route.ts';
import { providerRoutes } from './sandbox/pages/provider/provider-route.ts';
import { sandboxRoutingApiRoutes } from './sandbox/pages/routing/api-route.ts';
import { sandboxSessionApiRoutes } from './sandbox/pages/sessions/expire-route.ts';
import { sandboxSubscriptionRoutes } from './sandbox/pages/subscriptions/api-route.ts';

export interface AppOptions {
  /** A pino logger, or false for none (unit tests). */
  logger?: FastifyBaseLogger | false;
  /** The built pages and scripts; tests pass a folder of their own. */
  builtDirs?: BuiltDirs;
  /** Whether the process is stopping (GET /readyz answers 503 then); never, unless given. */
  readiness?: Readiness;
}

/** The whole HTTP surface, built without listening: tests drive it with `inject`. */
export function buildApp(deps: AppDeps, options: AppOptions = {}): FastifyInstance {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    ...REQUEST_LOG_OPTIONS,
    bodyLimit: BODY_LIMIT_BYTES,
    // `POST /v1/sale/` is `POST /v1/sale`: clients whose base URL ends in `/` add one to every
    // path. For every route, the pages' included (`/pay/cs_…/` is the same page).
    routerOptions: { ignoreTrailingSlash: true },
    // `__proto__` keys and `constructor.prototype` are refused (400), not stripped: by the JSON
    // parser of server/http/hostile-input.ts, and by Fastify's for any other JSON it may parse.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Errors raised before a route runs go through the one error handler as well.
    frameworkErrors: (error, request, reply) => {
      reply.headers(BASELINE_SECURITY_HEADERS);
      handleError(error, request, reply);
    },
    clientErrorHandler: handleClientError,
    ajv: {
      customOptions: {
        // Refuse unknown fields and wrong types instead of silently dropping or converting them.
        removeAdditional: false,
        coerceTypes: false,
        useDefaults: false,
        allErrors: false,
        // `payment_data.amount` is a string or a number (spec: POST /checkout).
        allowUnionTypes: true,
        // An annotation of the fields the card-number scan skips (contract/card-number-text.ts).
        keywords: [CARD_NUMBER_EXEMPT],
      },
    },
  });
  decorateMerchant(app);
  registerSecurityHeaders(app);
  // Before anything else runs: a Host this server does not serve (DNS rebinding) gets 421.
  registerHostCheck(app, deps.config);
  registerRequestLog(app);
  registerCompression(app);
  registerRateLimits(app, deps.db, deps.now);
  installErrorHandling(app);
  installHostileInputCheck(app);
  installEmptyBodyReading(app);
  // JSON is the only body the service reads; anything else is refused with 400 INVALID_REQUEST.
  app.removeContentTypeParser('text/plain');
  // Before the routes: the OpenAPI document is built from the schemas of the routes added after.
  registerOpenApi(app, deps.config);
  // One key check for /v1 and the sandbox's tools API: wrong keys sent to either count together.
  // The back office's wrong passwords count in the same window as wrong keys: guessing is guessing.
  const { authFailuresPerMinute } = deps.config.rateLimits;
  const throttle =
    deps.db.engine === 'postgres'
      ? sharedAuthThrottle(authFailuresPerMinute, deps.now, deps.db)
      : authThrottle(authFailuresPerMinute, deps.now);
  const authenticate = apiKeyAuth(app, deps.db, throttle, deps.now);

  app.register(
    async (v1) => {
      v1.addHook('onRequest', authenticate);
      v1.addHook('onRequest', refuseDisabledMerchant);
      // One vocabulary for every endpoint: each body (and query) is read under its route's
      // dialect before its schema runs, and nulls are absent fields everywhere.
      v1.addHook('preValidation', normalizeRequest);
      // No text the API stores or forwards may hold a card number (http/card-number-scan.ts).
      v1.addHook('preHandler', refuseCardNumbersInBody);
      limitPerApiKey(v1, deps.config.rateLimits, 'v1');
      checkoutRoutes(v1, deps);
      transactionRoutes(v1, deps);
      refundRoutes(v1, deps);
      flatPaymentRoutes(v1, deps);
      authorizationRoutes(v1, deps);
      tokenRoutes(v1, deps);
      tokenChargeRoutes(v1, deps);
      payoutRoutes(v1, deps);
      subscriptionRoutes(v1, deps);
      negativeEntryRoutes(v1, deps);
      cardManagementRoutes(v1, deps);
    },
    { prefix: '/v1' },
  );
  app.register(async (docs) => openApiRoutes(docs));
  app.register(async (health) => healthRoutes(health, deps.db, options.readiness));
  app.register(async (api) => sessionRoutes(api, deps), { prefix: '/api/sessions' });
  app.register(async (sandbox) => {
    sandbox.addHook('preHandler', refuseCardNumbersInBody);
    sandboxDemoRoutes(sandbox, deps);
  });
  // The sandbox's tools API: authenticated and limited like /v1, scoped to the key's merchant.
  app.register(
    async (tools) => {
      tools.addHook('onRequest', authenticate);
      tools.addHook('onRequest', refuseDisabledMerchant);
      tools.addHook('preHandler', refuseCardNumbersInBody);
      limitPerApiKey(tools, deps.config.rateLimits, 'tools');
      sandboxPostbackApiRoutes(tools, deps);
      sandboxSessionApiRoutes(tools, deps);
      sandboxPayoutApiRoutes(tools, deps);
      sandboxSubscriptionRoutes(tools, deps);
      sandboxClockRoutes(tools, deps);
      sandboxDisputeApiRoutes(tools, deps);
      sandboxRoutingApiRoutes(tools, deps);
    },
    { prefix: '/sandbox/api' },
  );
  app.register(async (backoffice) => backofficeRoutes(backoffice, deps, throttle), {
    prefix: '/backoffice/api',
  });
  app.register(async (page) => sandboxPostbackPageRoutes(page, deps));
  app.register(async (acs) => acsRoutes(acs, deps));
  app.register(async (provider) => providerRoutes(provider, deps));
  app.register(async (logos) => merchantLogoRoute(logos, deps));
  app.register(async (pages) =>
    pageRoutes(
      pages,
      deps,
      options.builtDirs ?? {
        publicDir,
        embedDir,
        serverRender: serverRenderModule,
        previewRender: previewRenderModule,
      },
      (html, cookie) => previewPage(html, deps.config, cookie),
    ),
  );
  return app;
}
