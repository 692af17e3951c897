import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import type { AuditListAnswer } from '../../../common/contract/backoffice-api.ts';
import { auditQuerySchema } from '../../contract/backoffice-schemas.ts';
import { listAudit } from '../../domain/audit/audit-store.ts';
import type { AppDeps } from '../../domain/deps.ts';
import { merchantAccess, operatorOf } from './access.ts';

// GET /backoffice/api/audit?merchant_id=&limit=&before=: newest first. A merchant operator sees
// its merchant's entries only (naming another merchant is 404, as everywhere).

export function auditRoute(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  api.get(
    '/audit',
    { schema: { querystring: auditQuerySchema } },
    async (request): Promise<AuditListAnswer> => {
      const operator = operatorOf(request);
      const { merchant_id: named, limit, before } = request.query;
      const merchantId =
        named !== undefined
          ? merchantAccess(request, named)
          : operator.role === 'ADMIN'
            ? undefined
            : (operator.merchant_id ?? '');
      const page = await listAudit(deps.db, {
        merchantId,
        limit: limit === undefined ? 50 : Number(limit),
        before,
      });
      return { entries: page.entries, next_before: page.nextBefore };
    },
  );
}
