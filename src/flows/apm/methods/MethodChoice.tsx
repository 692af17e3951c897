import type { JSX } from 'preact';
import type { ApmMethodModel } from '../model/apm-method.ts';
import { MethodMark } from './MethodMark.tsx';
import type { MethodParts } from './method-choice-props.ts';
import { methodNote } from './method-notes.ts';
import './methods.css';
import { useMessages } from '../../../messages/form-messages.ts';

/** What happens next once the shopper continues with `method`: its open item's content. */
function MethodNote({ method }: { method: ApmMethodModel }): JSX.Element {
  return <p class="kassa-method-note">{methodNote(useMessages(), method)}</p>;
}

/**
 * The alternative methods' parts of the choice of how to pay (src/components/PaymentChoice.tsx):
 * each method's mark beside its name, and what happens next inside its open item. A chunk of its
 * own, fetched with the methods (src/flows/apm/apm-step.ts).
 */
export const methodParts: MethodParts = {
  Mark: ({ method }) => <MethodMark method={method.method} decorative />,
  Note: MethodNote,
};
