import { ApiError } from '../../contract/api-error.ts';
import type { CheckoutBody } from '../../contract/checkout-schema.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { findPaymentTokenOwner } from '../ledger/token-store.ts';

/**
 * additional_info.payment_token_id must be a payment token this merchant holds for this
 * merchant_customer_id (the form's saved cards offer it). Another merchant's token and
 * an unknown one get the same answer, so the check says nothing about other merchants.
 */
export async function checkPaymentTokenOwner(
  db: Queryable,
  merchantId: string,
  body: CheckoutBody,
): Promise<void> {
  const tokenId = body.additional_info?.payment_token_id;
  if (tokenId === undefined) return;
  const owner = await findPaymentTokenOwner(db, tokenId);
  if (
    owner === undefined ||
    owner.merchantId !== merchantId ||
    owner.merchantCustomerId !== body.customer.merchant_customer_id
  ) {
    throw ApiError.badParameter(
      'additional_info.payment_token_id',
      "must be a payment token of this merchant for the checkout's customer.merchant_customer_id",
    );
  }
}
