import type { JSX } from 'preact';
import './LoadingSkeleton.css';
import { useMessages } from '../src/messages/form-messages.ts';

/**
 * What the form's frame holds while the session loads: the top of the form in its final
 * place (the shop name's line, then the summary's first lines), so the form fills in below it and
 * nothing on screen moves when the session, the theme or the amount arrive. Nothing is guessed
 * below the summary: its height depends on the order, so a placeholder of the card fields would
 * stand where the fields are not. From 900 px wide the shapes stand in the summary's column, on the
 * left (hosted/HostedPage.css), as the summary will. The shapes are decoration (aria-hidden);
 * assistive technology hears the status, and the frame is aria-busy.
 */
export function LoadingSkeleton(): JSX.Element {
  const t = useMessages();
  return (
    <>
      <p class="kassa-visually-hidden" role="status">
        {t('page.loading')}
      </p>
      <div class="kassa-skeleton" aria-hidden="true">
        <span class="kassa-skeleton-title" />
        <span class="kassa-skeleton-line" />
        <span class="kassa-skeleton-line" />
      </div>
    </>
  );
}
