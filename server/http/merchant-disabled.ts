import type { FastifyRequest } from 'fastify';
import { ApiError } from '../contract/api-error.ts';
import { merchantOf } from './auth.ts';

// A merchant the back office disabled keeps its keys, but every request they sign is refused:
// the key is right, so the answer says why it does not work rather than that it is wrong. Runs
// after the key check (apiKeyAuth), which reads `disabled` with the merchant in the same statement.

export const MERCHANT_DISABLED_MESSAGE =
  'X-Api-Key belongs to a merchant that is disabled: its keys are refused until the back office enables it again';

export async function refuseDisabledMerchant(request: FastifyRequest): Promise<void> {
  const merchant = merchantOf(request);
  if ('disabled' in merchant && merchant.disabled === true) {
    throw new ApiError(401, 'INVALID_REQUEST', MERCHANT_DISABLED_MESSAGE);
  }
}
