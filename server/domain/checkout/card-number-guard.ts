import { containsCardNumber } from '../../../src/card/pan-detector.ts';
import { ApiError } from '../../contract/api-error.ts';
import type { CheckoutBody } from '../../contract/checkout-schema.ts';

// Card data is toxic: a card number must not reach the database or a postback through a
// free-text field. Every text of POST /v1/checkout that Kassa stores or
// forwards goes through the one detector the form and the holder name use (src/card/pan-detector).

export const CARD_NUMBER_RULE = 'must not contain a card number';

/** A free-text field by its name in error messages, and its value. */
export type TextField = [field: string, value: string | undefined];

/** The local part of an e-mail address: the domain is a host name, the local part free text. */
export function emailLocalPart(email: string | undefined): string | undefined {
  return email?.slice(0, Math.max(0, email.lastIndexOf('@')));
}

/** The free-text fields of a request's products, SALE or SUBSCRIPTION alike. */
export function productTextFields(
  products: readonly {
    product_id?: string | undefined;
    merchant_product_id?: string | undefined;
    product_name?: string | undefined;
    product_description?: string | undefined;
  }[],
): TextField[] {
  return products.flatMap((p, i): TextField[] => [
    [`products[${i}].product_id`, p.product_id],
    [`products[${i}].merchant_product_id`, p.merchant_product_id],
    [`products[${i}].product_name`, p.product_name],
    [`products[${i}].product_description`, p.product_description],
  ]);
}

/** Throws a 400 naming the first of `fields` that holds a card number. */
export function refuseCardNumbersIn(fields: readonly TextField[]): void {
  for (const [field, value] of fields) {
    if (value !== undefined && containsCardNumber(value)) {
      throw ApiError.badParameter(field, CARD_NUMBER_RULE);
    }
  }
}

/** The free-text fields of a checkout body, by their field names in error messages. */
function freeTextFields(body: CheckoutBody): TextField[] {
  const { payment_data: data, customer, additional_info: info } = body;
  return [
    ['payment_data.merchant_payment_id', data.merchant_payment_id],
    ['payment_data.shop_name', data.shop_name],
    ['payment_data.shop_url', data.shop_url],
    ['customer.merchant_customer_id', customer.merchant_customer_id],
    ['customer.first_name', customer.first_name],
    ['customer.last_name', customer.last_name],
    // Digits, spaces and dashes: a card number fits the phone pattern (it may come as
    // additional_info.phone; the error names it as sent).
    ['customer.phone_number', customer.phone_number],
    ['additional_info.payment_token_id', info?.payment_token_id],
    ['additional_info.customer_full_name', info?.customer_full_name],
    ['additional_info.crypto_network', info?.crypto_network],
    ['additional_info.crypto_address', info?.crypto_address],
    ['customer.email', emailLocalPart(customer.email)],
    ...productTextFields(body.products),
  ];
}

/** Throws a 400 naming the first free-text field of a checkout body that holds a card number. */
export function refuseCardNumbers(body: CheckoutBody): void {
  refuseCardNumbersIn(freeTextFields(body));
}
