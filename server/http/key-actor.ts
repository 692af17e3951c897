import type { FastifyRequest } from 'fastify';
import type { NewAuditEntry } from '../domain/audit/audit-store.ts';

// Who made a change through the merchant's API key, as the audit log names them: the key's last
// four characters tell a merchant's keys apart without showing one.

export function apiKeyActor(request: FastifyRequest): NewAuditEntry['actor'] {
  const key = request.headers['x-api-key'];
  const last4 = typeof key === 'string' ? key.slice(-4) : '????';
  return { kind: 'API_KEY', name: `API key …${last4}`, id: null };
}
