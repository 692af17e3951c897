import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  ApiKeyListAnswer,
  ApiKeySummary,
  CreateApiKeyAnswer,
  RotatePostbackSecretAnswer,
} from '../../../common/contract/backoffice-api.ts';
import { ApiError } from '../../contract/api-error.ts';
import {
  createAnswer,
  createBody,
  keyParams,
  keySchema,
  listAnswer,
  merchantParams,
  revokeBody,
  rotateAnswer,
  rotateBody,
} from '../../contract/backoffice-key-schemas.ts';
import { errorResponses } from '../../contract/error-responses.ts';
import type { AppDeps } from '../../domain/deps.ts';
import { type ApiKeyRecord, listApiKeys } from '../../domain/merchants/api-key-store.ts';
import { createApiKey, revokeApiKey, rotateSecret } from '../../domain/merchants/key-rotation.ts';
import { announceMerchantChanged } from '../../domain/merchants/merchant-changed-store.ts';
import { merchantExists } from '../../domain/merchants/merchant-store.ts';
import { forgetMerchant } from '../../http/auth.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { merchantAccess, type NewAuditEntry, operatorOf, type RecordAudit } from './access.ts';

// A merchant's API keys and postback secret in the back office (docs/key-rotation.md), under the
// sign-in hook of /backoffice/api, which sets the operator and checks CSRF on every change:
//
//   GET  merchants/:merchant_id/keys                   every key, never the key itself
//   POST merchants/:merchant_id/keys                   a new key beside the others, shown once
//   POST merchants/:merchant_id/keys/:key_id/revoke    the key stops now, or at `at`
//   POST merchants/:merchant_id/postback-secret        a new secret, the old one signing beside it
//
// A change may be posted without a body, which asks for the defaults (server/http/empty-body.ts).
// Each change commits with its audit entry (never a key or a secret in it) and the announcement
// that makes every process drop what it kept of the merchant's keys (server/http/auth.ts).

export interface BackofficeKeyDeps {
  db: AppDeps['db'];
  now: AppDeps['now'];
  recordAudit: RecordAudit;
}

const iso = (at: Date | null): string | null => at?.toISOString() ?? null;

function keySummary(key: ApiKeyRecord): ApiKeySummary {
  return {
    key_id: key.keyId,
    label: key.label,
    last4: key.last4,
    created_at: key.createdAt.toISOString(),
    expires_at: iso(key.expiresAt),
    revoked_at: iso(key.revokedAt),
    last_used_at: iso(key.lastUsedAt),
  };
}

/** A change's entry in the audit log, made by the signed-in operator. */
function entryBy(request: FastifyRequest, entry: Omit<NewAuditEntry, 'actor'>): NewAuditEntry {
  const operator = operatorOf(request);
  return {
    ...entry,
    actor: { kind: 'OPERATOR', name: operator.login, id: operator.operator_id },
  };
}

/** Registered by the server under `/backoffice/api`, inside its sign-in hook. */
export function backofficeKeyRoutes(app: FastifyInstance, deps: BackofficeKeyDeps): void {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();

  /** Runs a change and its audit entry in one transaction that announces the merchant changed. */
  async function change<T>(
    merchantId: string,
    work: (tx: Queryable) => Promise<{ result: T; audit: NewAuditEntry }>,
  ): Promise<T> {
    const result = await deps.db.transaction(async (tx) => {
      const done = await work(tx);
      await deps.recordAudit(tx, done.audit);
      await announceMerchantChanged(tx, merchantId);
      return done.result;
    });
    // This process's own keys at once; the others hear the announcement.
    forgetMerchant(merchantId);
    return result;
  }

  api.get(
    '/merchants/:merchant_id/keys',
    { schema: { params: merchantParams, response: { 200: listAnswer, ...errorResponses } } },
    async (request): Promise<ApiKeyListAnswer> => {
      const merchantId = merchantAccess(request, request.params.merchant_id);
      if (!(await merchantExists(deps.db, merchantId))) throw ApiError.notFound('merchant');
      return { keys: (await listApiKeys(deps.db, merchantId)).map(keySummary) };
    },
  );

  api.post(
    '/merchants/:merchant_id/keys',
    {
      schema: {
        params: merchantParams,
        body: createBody,
        response: { 201: createAnswer, ...errorResponses },
      },
    },
    async (request, reply): Promise<CreateApiKeyAnswer> => {
      const merchantId = merchantAccess(request, request.params.merchant_id);
      const created = await change(merchantId, async (tx) => {
        const made = await createApiKey(tx, merchantId, request.body, deps.now());
        const audit = entryBy(request, {
          merchantId,
          action: 'api_key.create',
          target: made.key.keyId,
          changes: {
            label: { from: null, to: made.key.label },
            expires_at: { from: null, to: iso(made.key.expiresAt) },
          },
        });
        return { result: made, audit };
      });
      reply.code(201);
      return { key: keySummary(created.key), api_key: created.apiKey };
    },
  );

  api.post(
    '/merchants/:merchant_id/keys/:key_id/revoke',
    {
      schema: {
        params: keyParams,
        body: revokeBody,
        response: { 200: keySchema, ...errorResponses },
      },
    },
    async (request): Promise<ApiKeySummary> => {
      const merchantId = merchantAccess(request, request.params.merchant_id);
      const { key_id: keyId } = request.params;
      const revoked = await change(merchantId, async (tx) => {
        const { before, after } = await revokeApiKey(
          tx,
          merchantId,
          keyId,
          request.body,
          deps.now(),
        );
        const audit = entryBy(request, {
          merchantId,
          action: 'api_key.revoke',
          target: keyId,
          changes: { revoked_at: { from: iso(before.revokedAt), to: iso(after.revokedAt) } },
        });
        return { result: after, audit };
      });
      return keySummary(revoked);
    },
  );

  api.post(
    '/merchants/:merchant_id/postback-secret',
    {
      schema: {
        params: merchantParams,
        body: rotateBody,
        response: { 200: rotateAnswer, ...errorResponses },
      },
    },
    async (request): Promise<RotatePostbackSecretAnswer> => {
      const merchantId = merchantAccess(request, request.params.merchant_id);
      const rotated = await change(merchantId, async (tx) => {
        const made = await rotateSecret(tx, merchantId, request.body, deps.now());
        // The secrets themselves never: the entry says the secret changed, and until when the
        // old one signs.
        const audit = entryBy(request, {
          merchantId,
          action: 'postback_secret.rotate',
          target: null,
          changes: {
            postback_secret: { from: 'changed', to: 'changed' },
            previous_retires_at: { from: null, to: made.previousRetiresAt.toISOString() },
          },
        });
        return { result: made, audit };
      });
      return {
        postback_secret: rotated.secret,
        previous_retires_at: rotated.previousRetiresAt.toISOString(),
      };
    },
  );
}
