import type { JSX } from 'preact';
import type { SessionView } from '../../common/contract/session-api.ts';
import { useMessages } from '../messages/form-messages.ts';

/**
 * Whose shop this is, at the top of the summary: the merchant's logo, served by Kassa (its name
 * is the image's text), or the shop's name; a link back to the shop when the checkout gave its
 * address (shop_url).
 */
export function ShopIdentity({
  session,
}: {
  session: Pick<SessionView, 'shop_name' | 'shop_url' | 'logo_url'>;
}): JSX.Element {
  const t = useMessages();
  const name = session.shop_name ?? t('page.heading');
  const mark = session.logo_url ? (
    <img class="kassa-shop-logo" src={session.logo_url} alt={name} />
  ) : (
    name
  );
  return (
    <h1 class="kassa-shop-name">
      {session.shop_url ? (
        <a class="kassa-shop-link" href={session.shop_url}>
          <span class="kassa-shop-back" aria-hidden="true">
            ←
          </span>
          {mark}
        </a>
      ) : (
        mark
      )}
    </h1>
  );
}
