import type { FastifyInstance } from 'fastify';
import { ApiError } from '../contract/api-error.ts';
import type { Database } from '../platform/db/database.ts';
import { isMigrated } from '../platform/db/migrate.ts';

// What a load balancer or an orchestrator asks each process (docs/deploy.md):
// - GET /healthz: the process is alive and its event loop turns; nothing else is asked, so a
//   database outage does not get every process restarted;
// - GET /readyz: send it requests: the database answers, carries every migration of this build,
//   and the process is not stopping (from a stop signal on it answers 503 while it drains).
// Neither carries data; both are outside the rate limits and the Host check (host-check.ts).

export const HEALTH_PATHS: readonly string[] = ['/healthz', '/readyz'];

export interface Readiness {
  /** True from the stop signal on. */
  stopping(): boolean;
}

export function healthRoutes(
  app: FastifyInstance,
  db: Database,
  readiness: Readiness = { stopping: () => false },
): void {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (readiness.stopping()) throw new ApiError(503, 'INTERNAL_ERROR', 'the server is stopping');
    let migrated: boolean;
    try {
      migrated = await isMigrated(db);
    } catch {
      throw new ApiError(503, 'INTERNAL_ERROR', 'the database does not answer');
    }
    if (!migrated) {
      throw new ApiError(503, 'INTERNAL_ERROR', 'the database lacks migrations of this build');
    }
    return { status: 'ok' };
  });
}
