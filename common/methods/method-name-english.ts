// A method's name in English, for what the merchant reads rather than the shopper (the API's
// processor_response_text, the docs' table of methods). Apart from the method table so that
// the form, which names methods in its page's language, never carries the English catalog with it.
import { form } from '../messages/source/form.ts';
import type { PaymentMethod } from './payment-methods.ts';
import { methodName } from './payment-methods.ts';

export function englishMethodName(method: PaymentMethod): string {
  return methodName((key) => form[key], method);
}
