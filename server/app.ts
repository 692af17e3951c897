import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { providerRoutes } from './apm/provider-route.ts';
import type { AppDeps } from './app-deps.ts';
import { apiKeyAuth, decorateMerchant } from './auth.ts';
import { authThrottle } from './auth-throttle.ts';
import { checkoutRoutes } from './checkout/route.ts';
import { registerCompression } from './compression.ts';
import {
  BODY_LIMIT_BYTES,
  handleClientError,
  handleError,
  installErrorHandling,
} from './errors.ts';
import { registerHostCheck } from './host-check.ts';
import { installHostileInputCheck } from './hostile-input.ts';
import { registerOpenApi } from './openapi/register-openapi.ts';
import { openApiRoutes } from './openapi/route.ts';
import { type BuiltDirs, pageRoutes } from './pages/route.ts';
import { embedDir, publicDir } from './paths.ts';
import { authorizationRoutes } from './payment-endpoints/authorization-routes.ts';
import { flatPaymentRoutes } from './payment-endpoints/payment-routes.ts';
import { tokenRoutes } from './payment-endpoints/token-route.ts';
import { limitPerApiKey, registerRateLimits } from './rate-limits.ts';
import { refundRoutes } from './refunds/route.ts';
import { REQUEST_LOG_OPTIONS, registerRequestLog } from './request-log.ts';
import { sandboxDemoRoutes } from './sandbox-demo/route.ts';
import { sandboxPostbackApiRoutes } from './sandbox-postbacks/api-route.ts';
import { sandboxPostbackPageRoutes } from './sandbox-postbacks/page-route.ts';
import { BASELINE_SECURITY_HEADERS, registerSecurityHeaders } from './security-headers.ts';
import { sessionRoutes } from './sessions/route.ts';
import { acsRoutes } from './three-ds/acs-route.ts';
import { tokenChargeRoutes } from './token-charges/route.ts';
import { transactionRoutes } from './transactions/route.ts';

export interface AppOptions {
  /** A pino logger, or false for none (unit tests). */
  logger?: FastifyBaseLogger | false;
  /** The built pages and scripts; tests pass a folder of their own. */
  builtDirs?: BuiltDirs;
}

/** The whole HTTP surface, built without listening: tests drive it with `inject`. */
export function buildApp(deps: AppDeps, options: AppOptions = {}): FastifyInstance {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    ...REQUEST_LOG_OPTIONS,
    bodyLimit: BODY_LIMIT_BYTES,
    // `__proto__` keys and `constructor.prototype` are refused (400), not stripped: by the JSON
    // parser of server/hostile-input.ts, and by Fastify's for any other JSON it may parse.
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
      },
    },
  });
  decorateMerchant(app);
  registerSecurityHeaders(app);
  // Before anything else runs: a Host this server does not serve (DNS rebinding) gets 421.
  registerHostCheck(app, deps.config);
  registerRequestLog(app);
  registerCompression(app);
  registerRateLimits(app);
  installErrorHandling(app);
  installHostileInputCheck(app);
  // JSON is the only body the service reads; anything else is refused with 400 INVALID_REQUEST.
  app.removeContentTypeParser('text/plain');
  // Before the routes: the OpenAPI document is built from the schemas of the routes added after.
  registerOpenApi(app, deps.config);
  // One key check for /v1 and the sandbox's tools API: wrong keys sent to either count together.
  const authenticate = apiKeyAuth(
    deps.db,
    authThrottle(deps.config.rateLimits.authFailuresPerMinute, deps.now),
  );

  app.register(
    async (v1) => {
      v1.addHook('onRequest', authenticate);
      limitPerApiKey(v1, deps.config.rateLimits);
      checkoutRoutes(v1, deps);
      transactionRoutes(v1, deps);
      refundRoutes(v1, deps);
      flatPaymentRoutes(v1, deps);
      authorizationRoutes(v1, deps);
      tokenRoutes(v1, deps);
      tokenChargeRoutes(v1, deps);
    },
    { prefix: '/v1' },
  );
  app.register(async (docs) => openApiRoutes(docs));
  app.register(async (api) => sessionRoutes(api, deps), { prefix: '/api/sessions' });
  app.register(async (sandbox) => sandboxDemoRoutes(sandbox, deps));
  app.register(async (tools) => sandboxPostbackApiRoutes(tools, deps, authenticate), {
    prefix: '/sandbox/api',
  });
  app.register(async (page) => sandboxPostbackPageRoutes(page, deps));
  app.register(async (acs) => acsRoutes(acs, deps));
  app.register(async (provider) => providerRoutes(provider, deps));
  app.register(async (pages) =>
    pageRoutes(pages, deps, options.builtDirs ?? { publicDir, embedDir }),
  );
  return app;
}
