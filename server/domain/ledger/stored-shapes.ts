import { SHOPPER_CUSTOMER_FIELDS } from '../../../common/contract/shopper-customer-fields.ts';
import { TAX_LABELS, TAX_TYPES, type TaxRule } from '../../../common/contract/tax-rule.ts';
import { isInteger, isJsonObject, isOneOf, optionalString } from '../../platform/db/json-guards.ts';
import type {
  LastError,
  StoredAdditionalInfo,
  StoredCustomer,
  StoredProduct,
} from './payment-record.ts';

// The jsonb documents of a payment, checked when a row is read (server/domain/ledger/payment-store.ts).
// Each guard checks the fields its type declares; the request schemas checked the values on the
// way in.

export function isStoredCustomer(value: unknown): value is StoredCustomer {
  return (
    isJsonObject(value) &&
    optionalString(value.email) &&
    optionalString(value.country_code) &&
    optionalString(value.first_name) &&
    optionalString(value.last_name) &&
    optionalString(value.phone_number) &&
    (value.shopper_entered === undefined ||
      (Array.isArray(value.shopper_entered) &&
        value.shopper_entered.every((field) => isOneOf(SHOPPER_CUSTOMER_FIELDS, field))))
  );
}

const optionalInteger = (value: unknown): boolean => value === undefined || isInteger(value);

/** The fields of a SUBSCRIPTION product; a SALE product has none of them. */
function subscriptionFieldsFit(value: Readonly<Record<string, unknown>>): boolean {
  if (value.product_type === 'SALE') return true;
  return (
    value.product_type === 'SUBSCRIPTION' &&
    typeof value.product_description === 'string' &&
    value.charge_interval === 'DAY' &&
    isInteger(value.charge_interval_value) &&
    typeof value.is_trial === 'boolean' &&
    (value.trial_interval === undefined || value.trial_interval === 'DAY') &&
    optionalInteger(value.trial_interval_value) &&
    typeof value.rebill_transaction_amount === 'string' &&
    typeof value.rebill_transaction_currency_code === 'string'
  );
}

function isStoredProduct(value: unknown): value is StoredProduct {
  return (
    isJsonObject(value) &&
    typeof value.product_id === 'string' &&
    subscriptionFieldsFit(value) &&
    typeof value.product_name === 'string' &&
    typeof value.product_price === 'string' &&
    typeof value.is_optional === 'boolean' &&
    typeof value.is_preselected === 'boolean' &&
    optionalString(value.merchant_product_id) &&
    optionalString(value.product_description) &&
    optionalString(value.product_transaction_price)
  );
}

export function isStoredProducts(value: unknown): value is StoredProduct[] {
  return Array.isArray(value) && value.every(isStoredProduct);
}

export function isStoredAdditionalInfo(value: unknown): value is StoredAdditionalInfo {
  return (
    isJsonObject(value) &&
    optionalString(value.payment_token_id) &&
    optionalString(value.customer_full_name) &&
    optionalString(value.crypto_network) &&
    optionalString(value.crypto_address) &&
    optionalString(value.crypto_withdrawal_address)
  );
}

export function isTaxRule(value: unknown): value is TaxRule {
  return (
    isJsonObject(value) &&
    isOneOf(TAX_TYPES, value.transaction_tax_type) &&
    typeof value.transaction_tax_percentage === 'string' &&
    (value.transaction_tax_label === undefined ||
      isOneOf(TAX_LABELS, value.transaction_tax_label)) &&
    (value.transaction_tax_exempt_product_ids === undefined ||
      (Array.isArray(value.transaction_tax_exempt_product_ids) &&
        value.transaction_tax_exempt_product_ids.every((id) => typeof id === 'string')))
  );
}

export function isLastError(value: unknown): value is LastError {
  return (
    isJsonObject(value) &&
    isInteger(value.error_code) &&
    typeof value.error_message === 'string' &&
    typeof value.response_message === 'string'
  );
}
