import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import type {
  CreateOperatorAnswer,
  SessionAnswer,
} from '../../../common/contract/backoffice-api.ts';
import { ApiError } from '../../contract/api-error.ts';
import {
  changePasswordSchema,
  createOperatorSchema,
  signInSchema,
} from '../../contract/backoffice-schemas.ts';
import type { RecordAudit } from '../../domain/audit/audit-store.ts';
import type { AppDeps } from '../../domain/deps.ts';
import { findOperator } from '../../domain/operators/operator-store.ts';
import {
  changePassword,
  createOperator,
  openSession,
  signIn,
  signOut,
} from '../../domain/operators/operators.ts';
import type { AuthThrottle } from '../../http/auth-throttle.ts';
import { operatorOf } from './access.ts';
import { sessionCookie } from './sign-in-hook.ts';

// The back office's session and operators:
//   GET    /backoffice/api/session             who is signed in, and the CSRF token
//   POST   /backoffice/api/session             sign in (login, password): sets the cookie
//   DELETE /backoffice/api/session             sign out: the session is deleted
//   POST   /backoffice/api/operator/password   change one's own password
//   POST   /backoffice/api/operators           (ADMIN) a new operator, its password shown once

export function sessionRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  context: { throttle: AuthThrottle; recordAudit: RecordAudit },
): void {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const shortcut = deps.config.backofficeLocalSignIn;

  api.get('/session', async (request, reply): Promise<SessionAnswer> => {
    const session = request.backofficeSession;
    if (session && request.operator) {
      return {
        operator: request.operator,
        csrf_token: session.csrfToken,
        local_shortcut: shortcut,
      };
    }
    // The shortcut's admin gets a session of its own, so its changes carry a CSRF token like
    // anyone's, and every process knows the token (it is in the database).
    const operator =
      request.operator && (await findOperator(deps.db, request.operator.operator_id));
    if (shortcut && operator) {
      const opened = await openSession(deps.db, operator, deps.now());
      reply.header('set-cookie', sessionCookie(deps, opened.token));
      return { operator: opened.operator, csrf_token: opened.csrfToken, local_shortcut: true };
    }
    return { operator: null, csrf_token: null, local_shortcut: shortcut };
  });

  api.post(
    '/session',
    { schema: { body: signInSchema } },
    async (request, reply): Promise<SessionAnswer> => {
      const wait = context.throttle.retryAfter(request.ip);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new ApiError(
          429,
          'TOO_MANY_REQUESTS',
          `too many wrong passwords from this address; retry in ${wait} seconds`,
        );
      }
      const signedIn = await signIn(deps.db, request.body.login, request.body.password, deps.now());
      if (!signedIn) {
        await context.throttle.failed(request.ip);
        throw new ApiError(401, 'INVALID_REQUEST', 'login or password is not right');
      }
      // A session the browser held before is over: signing in as someone (else) starts afresh.
      if (request.backofficeSession) await signOut(deps.db, request.backofficeSession.token);
      reply.header('set-cookie', sessionCookie(deps, signedIn.token));
      return {
        operator: signedIn.operator,
        csrf_token: signedIn.csrfToken,
        local_shortcut: shortcut,
      };
    },
  );

  api.delete('/session', async (request, reply) => {
    if (request.backofficeSession) await signOut(deps.db, request.backofficeSession.token);
    reply.header('set-cookie', sessionCookie(deps, null));
    return reply.code(204).send();
  });

  api.post(
    '/operator/password',
    { schema: { body: changePasswordSchema } },
    async (request, reply) => {
      await changePassword(
        deps.db,
        operatorOf(request),
        {
          current: request.body.current_password,
          next: request.body.new_password,
          keepToken: request.backofficeSession?.token ?? null,
        },
        deps.now(),
        context.recordAudit,
      );
      return reply.code(204).send();
    },
  );

  api.post(
    '/operators',
    { schema: { body: createOperatorSchema } },
    async (request): Promise<CreateOperatorAnswer> => {
      const by = operatorOf(request);
      if (by.role !== 'ADMIN') {
        throw new ApiError(403, 'INVALID_REQUEST', 'only an ADMIN may create operators');
      }
      return createOperator(
        deps.db,
        by,
        {
          login: request.body.login,
          role: request.body.role,
          merchantId: request.body.merchant_id,
        },
        deps.now(),
        context.recordAudit,
      );
    },
  );
}
