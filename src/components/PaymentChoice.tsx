import type { ComponentChildren, ComponentType, JSX, Ref } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { SessionView } from '../../common/contract/session-api.ts';
import { type CheckoutModel, namesAlternativeMethod } from '../checkout/model.ts';
import './PaymentChoice.css';

// The choice of how to pay, below the wallet buttons. A single way to pay shows no list: its
// heading and its fields, which is every card-only checkout and part of the form's first bytes.
// A checkout with a choice to make (saved cards, other methods) shows the list of them
// (ChoiceList.tsx), a chunk of its own that the page loads with the session.

export interface PaymentChoiceProps {
  model: CheckoutModel;
  readOnly: boolean;
  /** The card's fields (CardFields.tsx), inside the card's item. */
  children: ComponentChildren;
}

type List = ComponentType<PaymentChoiceProps>;

/** The list's component once its chunk has loaded, for every form of this page (or server). */
let loaded: List | null = null;

/**
 * Whether the session's form may show a list of ways to pay: it has saved cards (the card among
 * them), or names a method besides the card and the wallets. Once shown, the list stays when the
 * shopper removes the last saved card: it says so, and puts focus back.
 */
export const offersChoiceList = (
  session: Pick<SessionView, 'methods' | 'wallets' | 'saved_cards'>,
): boolean => (session.saved_cards?.length ?? 0) > 0 || namesAlternativeMethod(session);

/**
 * Loads the list's chunk for a session that has a choice to make, so that the form shows the list
 * from its first render (and the server renders it into the page), not the card alone before it.
 * Without a session, whatever the form will show (the designer preview's states).
 */
export async function loadChoiceList(
  session?: Pick<SessionView, 'methods' | 'wallets' | 'saved_cards'>,
): Promise<void> {
  if ((session && !offersChoiceList(session)) || loaded) return;
  loaded = (await import('./ChoiceList.tsx')).ChoiceList;
}

export function PaymentChoice(props: PaymentChoiceProps): JSX.Element {
  const [List, setList] = useState<List | null>(() => loaded);
  const offered = offersChoiceList(props.model.session.value);
  useEffect(() => {
    if (offered && !List)
      void import('./ChoiceList.tsx').then(
        (chunk) => setList(() => chunk.ChoiceList),
        // The hosted page does not show a form whose list failed to load (page-model.ts).
        () => {},
      );
  }, [offered]);
  return offered && List ? <List {...props} /> : <SingleChoice {...props} />;
}

/**
 * One way to pay: its heading, then the card's fields or the method's mark and name. `status` and
 * `areaRef`: the list's live region and focus, kept once its last saved card is gone.
 */
export function SingleChoice({
  model,
  children,
  status,
  areaRef,
}: PaymentChoiceProps & {
  status?: ComponentChildren;
  areaRef?: Ref<HTMLDivElement>;
}): JSX.Element {
  const chosen = model.method.value;
  const { methodParts } = model;
  return (
    <div class="kassa-choice-area" ref={areaRef ?? null}>
      <h2 class="kassa-section-title" id="kassa-card-heading">
        {chosen.heading}
      </h2>
      {chosen.kind === 'card'
        ? children
        : methodParts && (
            <p class="kassa-method-single">
              <methodParts.Mark method={chosen} />
              <span>{chosen.label}</span>
            </p>
          )}
      {status}
    </div>
  );
}
