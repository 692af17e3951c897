import type { ComponentType, JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { SessionView } from '../../common/contract/session-api.ts';
import { offersWallets } from '../../common/contract/session-parts.ts';
import type { CheckoutModel } from '../checkout/model.ts';

type Buttons = ComponentType<{ model: CheckoutModel }>;

/** The wallet buttons once their chunk has loaded, for every form of this page (or server). */
let loaded: Buttons | null = null;

/**
 * Loads the wallet buttons' chunk for a session that offers a wallet, so that the form shows them
 * from its first render (and the server renders them into the page) rather than after it.
 */
export async function loadWalletButtons(session: Pick<SessionView, 'wallets'>): Promise<void> {
  if (!offersWallets(session) || loaded) return;
  loaded = (await import('../wallet/wallet-buttons.tsx')).WalletButtons;
}

/**
 * The wallet buttons' place above the card. Their code is a chunk of its own
 * (src/wallet/), fetched only for a session that offers a wallet (`wallets` is there exactly
 * then): a card-only checkout never loads it, and the card never waits for it.
 */
export function WalletSlot({ model }: { model: CheckoutModel }): JSX.Element | null {
  const [Buttons, setButtons] = useState<Buttons | null>(() => loaded);
  const { wallets } = model.session.value;
  const offered = wallets !== undefined;
  useEffect(() => {
    if (offered && !Buttons)
      void import('../wallet/wallet-buttons.tsx').then(
        (chunk) => setButtons(() => chunk.WalletButtons),
        // No chunk, no wallet buttons: the card is there to pay with.
        () => {},
      );
  }, [offered]);
  if (Buttons) return <Buttons model={model} />;
  // With the sandbox sheet every wallet named shows, so their place is kept while the chunk loads
  // and the card below never moves: 48 px a button, 12 px gaps, the 24 px divider
  // (src/wallet/wallet-buttons.css). Real wallets are known only once the browser has said.
  return wallets?.sandbox_sheet ? (
    <div style={{ height: `${wallets.methods.length * 60 + 24}px` }} />
  ) : null;
}
