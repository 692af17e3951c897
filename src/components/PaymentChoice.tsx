import type { ComponentChildren, ComponentType, JSX, Ref } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { SessionView } from '../../common/contract/session-api.ts';
import { offersChoiceList } from '../../common/contract/session-parts.ts';
import type { CheckoutModel } from '../checkout/model.ts';
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

/** The list's component once its chunks have loaded, for every form of this page (or server). */
let loaded: List | null = null;

/**
 * Loads the list's chunk for a session that has a choice to make (and with it the saved cards' for
 * one that has saved cards), so that the form shows the list from its first render (and the server
 * renders it into the page), not the card alone before it. Without a session, whatever the form may
 * show (the designer preview's states).
 */
export async function loadChoiceList(
  session?: Pick<SessionView, 'methods' | 'wallets' | 'saved_cards'>,
): Promise<void> {
  if (session && !offersChoiceList(session)) return;
  const chunk = await import('./ChoiceList.tsx');
  await chunk.prepareChoiceList(session);
  loaded = chunk.ChoiceList;
}

export function PaymentChoice(props: PaymentChoiceProps): JSX.Element {
  const [List, setList] = useState<List | null>(() => loaded);
  const session = props.model.session.value;
  const offered = offersChoiceList(session);
  useEffect(() => {
    if (offered && !List)
      void loadChoiceList(session).then(
        () => setList(() => loaded),
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
