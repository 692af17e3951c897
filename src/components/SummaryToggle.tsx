import type { JSX } from 'preact';
import './SummaryToggle.css';
import { useMessages } from '../messages/form-messages.ts';

// The total bar of a long cart on a narrow screen (OrderSummary.tsx folds the summary behind it):
// part of the summary's chunk (summary-parts.ts), loaded with a session whose cart is that long.

/** The bar: "Show order summary" and the total; it opens and closes the summary (`controls`). */
export function SummaryToggle({
  open,
  onToggle,
  controls,
  totalLabel,
  total,
  lang,
}: {
  open: boolean;
  onToggle(): void;
  /** The id of the summary's details. */
  controls: string;
  totalLabel: string;
  total: string;
  lang: string | undefined;
}): JSX.Element {
  const t = useMessages();
  return (
    <button
      type="button"
      class="kassa-summary-toggle"
      aria-expanded={open ? 'true' : 'false'}
      aria-controls={controls}
      onClick={onToggle}
    >
      <span class="kassa-summary-toggle-label">
        {t(open ? 'summary.hide' : 'summary.show')}
        <span class="kassa-summary-chevron" aria-hidden="true" />
      </span>
      <span class="kassa-summary-toggle-total">
        {totalLabel} <bdi lang={lang}>{total}</bdi>
      </span>
    </button>
  );
}
