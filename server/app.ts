import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import type { AppDeps } from './app-deps.ts';
import { apiKeyAuth } from './auth.ts';
import { checkoutRoutes } from './checkout/route.ts';
import { installErrorHandling } from './errors.ts';
import { pageRoutes } from './pages/route.ts';
import { sandboxDemoRoutes } from './sandbox-demo/route.ts';
import { sessionRoutes } from './sessions/route.ts';

export interface AppOptions {
  /** A pino logger, or false for none (unit tests). */
  logger?: FastifyBaseLogger | false;
}

/** The whole HTTP surface, built without listening: tests drive it with `inject`. */
export function buildApp(deps: AppDeps, options: AppOptions = {}): FastifyInstance {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: 256 * 1024,
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
  installErrorHandling(app);
  // JSON is the only body the service reads; anything else is refused with 400 INVALID_REQUEST.
  app.removeContentTypeParser('text/plain');

  app.register(
    async (v1) => {
      v1.addHook('onRequest', apiKeyAuth(deps.db));
      checkoutRoutes(v1, deps);
    },
    { prefix: '/v1' },
  );
  app.register(async (api) => sessionRoutes(api, deps), { prefix: '/api/sessions' });
  app.register(async (sandbox) => sandboxDemoRoutes(sandbox, deps));
  app.register(async (pages) => pageRoutes(pages, deps));
  return app;
}
