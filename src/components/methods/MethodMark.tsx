import type { JSX } from 'preact';
import { markText } from '../../checkout/apm/method-mark.ts';
import './methods.css';

/**
 * A method's generated mark: its short name in a rounded badge in the theme's colours,
 * never a provider's logo. Decorative: the name is always written beside it.
 */
export function MethodMark({ label }: { label: string }): JSX.Element {
  return (
    <span class="kassa-method-mark" aria-hidden="true">
      {markText(label)}
    </span>
  );
}
