import type { JSX } from 'preact';
import './PageChrome.css';
import { useMessages } from '../src/messages/form-messages.ts';

// What the page says around the form: that it is a sandbox, and that the payment is safe.

/**
 * Kassa is a sandbox: every page a shopper sees says so, in every state, above the form. It is in
 * its place from the first paint (the loading state), so nothing moves when the form arrives.
 */
export function TestModeBadge(): JSX.Element {
  const t = useMessages();
  return <p class="kassa-test-mode">{t('page.test_mode')}</p>;
}

/**
 * The quiet line under the payment: the payment is encrypted, and whose software this is. Nothing
 * is a link: Kassa has no terms or privacy page of the merchant's to point to.
 */
export function PageFooter(): JSX.Element {
  const t = useMessages();
  return (
    <footer class="kassa-page-footer">
      <p class="kassa-secure-line">
        <svg class="kassa-lock" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path
            fill="currentColor"
            d="M8 1a3.5 3.5 0 0 0-3.5 3.5V6H4a1.5 1.5 0 0 0-1.5 1.5v6A1.5 1.5 0 0 0 4 15h8a1.5 1.5 0 0 0 1.5-1.5v-6A1.5 1.5 0 0 0 12 6h-.5V4.5A3.5 3.5 0 0 0 8 1Zm2 5H6V4.5a2 2 0 1 1 4 0V6Z"
          />
        </svg>
        {t('page.footer.secure')}
      </p>
      <p>{t('page.footer.powered_by', { product: 'Kassa' })}</p>
    </footer>
  );
}
