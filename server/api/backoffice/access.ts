import type { FastifyRequest } from 'fastify';
import type { Operator } from '../../../common/contract/backoffice-api.ts';
import { ApiError } from '../../contract/api-error.ts';

// What every back-office route reads about its caller. The sign-in hook on `/backoffice/api`
// sets `request.operator` (after checking the session cookie and, on a change, the CSRF header);
// routes ask operatorOf and merchantAccess, never the cookie.

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the back office's sign-in hook; read it through operatorOf. */
    operator: Operator | null;
  }
}

/** The signed-in operator; a route outside the sign-in hook asking for one is a bug. */
export function operatorOf(request: FastifyRequest): Operator {
  if (!request.operator)
    throw new Error('no operator on this request: the route is not under the sign-in hook');
  return request.operator;
}

/** Whether the operator may see and change this merchant: an admin every one, a user its own. */
export function mayActFor(operator: Operator, merchantId: string): boolean {
  return operator.role === 'ADMIN' || operator.merchant_id === merchantId;
}

/**
 * The `:merchant_id` of a route the operator may act for, else 404: a merchant user learns
 * nothing of another merchant, not even that it exists.
 */
export function merchantAccess(request: FastifyRequest, merchantId: string): string {
  if (!mayActFor(operatorOf(request), merchantId)) throw ApiError.notFound('merchant');
  return merchantId;
}

// The audit log's entry and recorder are the domain's (server/domain/audit/audit-store.ts), named
// here too so back-office routes find what they read about a change in one module.
export type { NewAuditEntry, RecordAudit } from '../../domain/audit/audit-store.ts';
