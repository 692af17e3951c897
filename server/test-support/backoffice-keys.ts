import type { FastifyRequest } from 'fastify';
import type { Operator } from '../../common/contract/backoffice-api.ts';
import { BACKOFFICE_API } from '../../common/contract/backoffice-api.ts';
import type { NewAuditEntry } from '../api/backoffice/access.ts';
import { backofficeKeyRoutes } from '../api/backoffice/key-routes.ts';
import type { TestApp } from './test-app.ts';

// The key and secret routes of the back office on a test app. The back office's own sign-in hook
// (it reads the session cookie and checks the CSRF header) is not part of this: a hook of the
// test's sets the operator the test names instead, so these tests read as the routes' own.

export const ADMIN: Operator = {
  operator_id: 'op_admin',
  login: 'admin',
  role: 'ADMIN',
  merchant_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

/** A merchant user of `merchantId`. */
export const merchantUser = (merchantId: string): Operator => ({
  operator_id: `op_${merchantId}`,
  login: `${merchantId}-user`,
  role: 'MERCHANT',
  merchant_id: merchantId,
  created_at: '2026-01-01T00:00:00.000Z',
});

export interface MountedKeyRoutes {
  /** The audit entries the routes wrote, in order. */
  audit: NewAuditEntry[];
  /** Who the next requests come from. */
  signIn(operator: Operator): void;
}

/** Mounts the routes under /backoffice/api before the app's first request. */
export function mountKeyRoutes(t: TestApp, operator: Operator = ADMIN): MountedKeyRoutes {
  let current = operator;
  const mounted: MountedKeyRoutes = {
    audit: [],
    signIn(next) {
      current = next;
    },
  };
  t.app.register(
    async (backoffice) => {
      if (!backoffice.hasRequestDecorator('operator')) backoffice.decorateRequest('operator', null);
      backoffice.addHook('onRequest', async (request: FastifyRequest) => {
        request.operator = current;
      });
      backofficeKeyRoutes(backoffice, {
        db: t.db,
        now: () => t.clock.now,
        recordAudit: async (_tx, entry) => {
          mounted.audit.push(entry);
        },
      });
    },
    { prefix: BACKOFFICE_API },
  );
  return mounted;
}

/** A back office request as the app sends it (JSON body, or none). */
export function backoffice(t: TestApp, method: 'GET' | 'POST', path: string, body?: object) {
  return t.app.inject({
    method,
    url: `${BACKOFFICE_API}${path}`,
    ...(body !== undefined && { payload: body }),
  });
}
