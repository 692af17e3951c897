import type { FastifyRequest } from 'fastify';
import type { Operator } from '../../common/contract/backoffice-api.ts';
import type { NewAuditEntry } from '../api/backoffice/access.ts';
import { backofficeKeyRoutes } from '../api/backoffice/key-routes.ts';
import type { TestApp } from './test-app.ts';

// The key and secret routes of the back office on a test app, mounted a second time under a prefix
// of their own: the back office's sign-in hook (it reads the session cookie and checks the CSRF
// header) is not part of this mount, and a hook of the test's sets the operator the test names
// instead, so these tests read as the routes' own. The routes behind the real sign-in are tested
// in key-routes.test.ts too ("behind the sign-in"), and docs/key-rotation.md's examples go
// through it.

/** Where the routes under test are mounted: beside the app's own /backoffice/api. */
export const KEY_ROUTES_UNDER_TEST = '/backoffice-key-routes-under-test';

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

/** Mounts the routes under KEY_ROUTES_UNDER_TEST before the app's first request. */
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
    { prefix: KEY_ROUTES_UNDER_TEST },
  );
  return mounted;
}

/** A back office request as the app sends it (JSON body, or none). */
export function backoffice(t: TestApp, method: 'GET' | 'POST', path: string, body?: object) {
  return t.app.inject({
    method,
    url: `${KEY_ROUTES_UNDER_TEST}${path}`,
    ...(body !== undefined && { payload: body }),
  });
}
