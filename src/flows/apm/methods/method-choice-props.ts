import type { ComponentType } from 'preact';
import type { ApmMethodModel } from '../model/apm-method.ts';

/**
 * What the choice of how to pay (src/components/PaymentChoice.tsx, in the form's initial script)
 * shows of an alternative method, from the methods' chunk (src/flows/apm/methods/MethodChoice.tsx):
 * its mark beside its name, and what happens next inside its item once it is open.
 */
export interface MethodParts {
  /** Decorative: the method's name is always written beside it. */
  Mark: ComponentType<{ method: ApmMethodModel }>;
  /** The open item's content: what happens once the shopper continues with `method`. */
  Note: ComponentType<{ method: ApmMethodModel }>;
}
