import { methodKey } from '../../../../common/methods/payment-methods.ts';
import type { FormMessages } from '../../../messages/form-messages.ts';
import type { ApmMethodModel } from '../model/apm-method.ts';

/** What happens next once the shopper continues with `method`, by its flow kind. */
export function methodNote(t: FormMessages, method: ApmMethodModel): string {
  return t(methodKey(method.method, `method.note.${method.kind}`), { method: method.label });
}
