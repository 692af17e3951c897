import type { FastifyInstance } from 'fastify';
import { auditRecorder } from '../../domain/audit/audit-store.ts';
import type { AppDeps } from '../../domain/deps.ts';
import { forgetMerchant } from '../../http/auth.ts';
import type { AuthThrottle } from '../../http/auth-throttle.ts';
import { refuseCardNumbersInBody } from '../../http/card-number-scan.ts';
import { auditRoute } from './audit-route.ts';
import { backofficeKeyRoutes } from './key-routes.ts';
import { merchantRoutes } from './merchant-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { settingsRoutes } from './settings-routes.ts';
import { signInHook } from './sign-in-hook.ts';

/** The back office's API, registered under /backoffice/api (server/app.ts). */
export function backofficeRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  throttle: AuthThrottle,
): void {
  app.decorateRequest('operator', null);
  app.decorateRequest('backofficeSession', null);
  app.addHook('onRequest', signInHook(deps));
  // No text the back office stores may hold a card number; a logo's bytes are an image, not text.
  app.addHook('preHandler', async (request) => {
    if (!Buffer.isBuffer(request.body)) await refuseCardNumbersInBody(request);
  });
  // A change to a merchant reaches this process's key check before its answer does; the other
  // processes drop what they kept of it as its announcement arrives (merchant-changed-store.ts).
  app.addHook('onSend', async (request, reply, payload) => {
    const merchantId = (request.params as { merchant_id?: unknown } | undefined)?.merchant_id;
    if (request.method !== 'GET' && reply.statusCode < 300 && typeof merchantId === 'string') {
      forgetMerchant(merchantId);
    }
    return payload;
  });
  const recordAudit = auditRecorder(deps.now);
  sessionRoutes(app, deps, { throttle, recordAudit });
  merchantRoutes(app, deps, { recordAudit });
  settingsRoutes(app, deps, { recordAudit });
  backofficeKeyRoutes(app, { db: deps.db, now: deps.now, recordAudit });
  auditRoute(app, deps);
}
