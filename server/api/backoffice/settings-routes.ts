import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import type {
  MerchantSettings,
  MerchantSettingsPatch,
} from '../../../common/contract/backoffice-api.ts';
import { ApiError } from '../../contract/api-error.ts';
import { merchantParamsSchema, settingsPatchSchema } from '../../contract/backoffice-schemas.ts';
import type { RecordAudit } from '../../domain/audit/audit-store.ts';
import type { AppDeps } from '../../domain/deps.ts';
import {
  checkLogoImage,
  LOGO_CONTENT_TYPES,
  LOGO_MAX_BYTES,
} from '../../domain/merchants/logo-image.ts';
import {
  merchantSettings,
  updateMerchantLogo,
  updateMerchantSettings,
} from '../../domain/merchants/merchant-settings.ts';
import { operatorActor } from '../../domain/operators/operators.ts';
import { merchantAccess, operatorOf } from './access.ts';

// A merchant's settings in the back office, effective for the next request in every process:
//   GET    /backoffice/api/merchants/:merchant_id/settings
//   PATCH  /backoffice/api/merchants/:merchant_id/settings        any subset; `form` field by field
//   PUT    /backoffice/api/merchants/:merchant_id/settings/logo   the image as the body
//   DELETE /backoffice/api/merchants/:merchant_id/settings/logo

export function settingsRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  context: { recordAudit: RecordAudit },
): void {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  // The logo arrives as itself; its bytes are checked by what they are, not by the header.
  api.addContentTypeParser(
    [...LOGO_CONTENT_TYPES],
    { parseAs: 'buffer', bodyLimit: LOGO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  const rules = {
    outbound: deps.config.outbound,
    exchangeRate: deps.processors.network.exchangeRate,
  };

  api.get(
    '/merchants/:merchant_id/settings',
    { schema: { params: merchantParamsSchema } },
    async (request): Promise<MerchantSettings> =>
      merchantSettings(deps.db, merchantAccess(request, request.params.merchant_id)),
  );

  // The body is typed as the contract's patch: the schema checks its shape, and the theme's
  // validator (merchant-settings.ts) checks the theme whole, which the schema leaves open.
  app.patch<{ Params: { merchant_id: string }; Body: MerchantSettingsPatch }>(
    '/merchants/:merchant_id/settings',
    { schema: { params: merchantParamsSchema, body: settingsPatchSchema } },
    async (request): Promise<MerchantSettings> =>
      updateMerchantSettings(
        deps.db,
        merchantAccess(request, request.params.merchant_id),
        request.body,
        { actor: operatorActor(operatorOf(request)), rules, recordAudit: context.recordAudit },
      ),
  );

  api.put(
    '/merchants/:merchant_id/settings/logo',
    { schema: { params: merchantParamsSchema } },
    async (request): Promise<MerchantSettings> => {
      const merchantId = merchantAccess(request, request.params.merchant_id);
      if (!Buffer.isBuffer(request.body)) {
        throw ApiError.badParameter(
          'Content-Type',
          `must be one of ${LOGO_CONTENT_TYPES.join(', ')}, with the image as the body`,
        );
      }
      const checked = checkLogoImage(new Uint8Array(request.body));
      if (!checked.ok) throw ApiError.badParameter('logo', checked.reason);
      return updateMerchantLogo(deps.db, merchantId, checked.logo, {
        actor: operatorActor(operatorOf(request)),
        recordAudit: context.recordAudit,
      });
    },
  );

  api.delete(
    '/merchants/:merchant_id/settings/logo',
    { schema: { params: merchantParamsSchema } },
    async (request): Promise<MerchantSettings> =>
      updateMerchantLogo(deps.db, merchantAccess(request, request.params.merchant_id), null, {
        actor: operatorActor(operatorOf(request)),
        recordAudit: context.recordAudit,
      }),
  );
}
