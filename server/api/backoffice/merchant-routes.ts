import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import type {
  CreateMerchantAnswer,
  MerchantListAnswer,
  MerchantSummary,
} from '../../../common/contract/backoffice-api.ts';
import { ApiError } from '../../contract/api-error.ts';
import {
  createMerchantSchema,
  merchantParamsSchema,
  updateMerchantSchema,
} from '../../contract/backoffice-schemas.ts';
import type { RecordAudit } from '../../domain/audit/audit-store.ts';
import type { AppDeps } from '../../domain/deps.ts';
import {
  createMerchant,
  merchantSummaries,
  updateMerchant,
} from '../../domain/merchants/merchant-admin.ts';
import { operatorActor } from '../../domain/operators/operators.ts';
import { merchantAccess, operatorOf } from './access.ts';

// The back office's merchants:
//   GET   /backoffice/api/merchants                every merchant the operator may see
//   POST  /backoffice/api/merchants                (ADMIN) a new merchant, its key and secret shown once
//   PATCH /backoffice/api/merchants/:merchant_id   (ADMIN) rename, disable, enable

export function merchantRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  context: { recordAudit: RecordAudit },
): void {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();

  const adminOnly = (what: string): never => {
    throw new ApiError(403, 'INVALID_REQUEST', `only an ADMIN may ${what}`);
  };

  api.get('/merchants', async (request): Promise<MerchantListAnswer> => {
    const operator = operatorOf(request);
    const only = operator.role === 'ADMIN' ? undefined : (operator.merchant_id ?? '');
    return { merchants: await merchantSummaries(deps.db, only) };
  });

  api.post(
    '/merchants',
    { schema: { body: createMerchantSchema } },
    async (request): Promise<CreateMerchantAnswer> => {
      const operator = operatorOf(request);
      if (operator.role !== 'ADMIN') adminOnly('create merchants');
      const currency = request.body.base_currency_code ?? 'EUR';
      if (deps.processors.network.exchangeRate(currency) === undefined) {
        throw ApiError.badParameter(
          'base_currency_code',
          'must be a currency the processor has a rate for (docs/payouts.md, The rate table)',
        );
      }
      return createMerchant(
        deps.db,
        { name: request.body.name, baseCurrencyCode: currency },
        { actor: operatorActor(operator), recordAudit: context.recordAudit, now: deps.now() },
      );
    },
  );

  api.patch(
    '/merchants/:merchant_id',
    { schema: { params: merchantParamsSchema, body: updateMerchantSchema } },
    async (request): Promise<MerchantSummary> => {
      const operator = operatorOf(request);
      const merchantId = merchantAccess(request, request.params.merchant_id);
      if (operator.role !== 'ADMIN') adminOnly('rename, disable or enable a merchant');
      return updateMerchant(deps.db, merchantId, request.body, {
        actor: operatorActor(operator),
        recordAudit: context.recordAudit,
        now: deps.now(),
      });
    },
  );
}
