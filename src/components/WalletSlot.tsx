import type { ComponentType, JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { CheckoutModel } from '../checkout/model.ts';

type Buttons = ComponentType<{ model: CheckoutModel }>;

/**
 * The wallet buttons' place above the card (issue 9). Their code is a chunk of its own
 * (src/wallet/), fetched only for a session that offers a wallet (`wallets` is there exactly
 * then): a card-only checkout never loads it, and the card never waits for it.
 */
export function WalletSlot({ model }: { model: CheckoutModel }): JSX.Element | null {
  const [Buttons, setButtons] = useState<Buttons | null>(null);
  const offered = model.session.value.wallets !== undefined;
  useEffect(() => {
    if (offered)
      void import('../wallet/wallet-buttons.tsx').then(
        (chunk) => setButtons(() => chunk.WalletButtons),
        // No chunk, no wallet buttons: the card is there to pay with.
        () => {},
      );
  }, [offered]);
  return Buttons && <Buttons model={model} />;
}
