import type { JSX } from 'preact';
import { LanguagePicker } from './LanguagePicker.tsx';
import type { PreviewDraft } from './preview-draft.ts';
import type { PreviewModel } from './preview-model.ts';
import { SAMPLE_LOGOS } from './sample-logos.ts';
import { MAX_CART_SIZE, SAMPLE_CURRENCIES, SAMPLE_METHOD_CHOICES } from './sample-session.ts';

const CART_SIZES = Array.from({ length: MAX_CART_SIZE }, (_, index) => String(index + 1));

/**
 * The sample checkout every panel shows: whose shop and its logo, in which currency, how full,
 * which methods, in which language.
 */
export function SampleControls({ model }: { model: PreviewModel }): JSX.Element {
  const draft = model.draft.value;
  const set =
    (key: keyof PreviewDraft) =>
    (event: JSX.TargetedEvent<HTMLInputElement | HTMLSelectElement>): void =>
      model.update({ [key]: event.currentTarget.value });
  return (
    <fieldset class="preview-sample">
      <legend>Sample checkout</legend>
      <div class="preview-field">
        <label for="preview-shop-name">Shop name</label>
        <input
          id="preview-shop-name"
          type="text"
          autocomplete="off"
          value={draft.shopName}
          onInput={set('shopName')}
        />
      </div>
      <div class="preview-field">
        <label for="preview-logo">Logo</label>
        <select id="preview-logo" value={draft.logo} onChange={set('logo')}>
          {SAMPLE_LOGOS.map((logo) => (
            <option key={logo.id} value={logo.id}>
              {logo.label}
            </option>
          ))}
        </select>
      </div>
      <div class="preview-field">
        <label for="preview-currency">Currency</label>
        <select id="preview-currency" value={draft.currency} onChange={set('currency')}>
          {SAMPLE_CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </select>
      </div>
      <div class="preview-field">
        <label for="preview-cart-size">Items in the cart</label>
        <select id="preview-cart-size" value={draft.cartSize} onChange={set('cartSize')}>
          {CART_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div class="preview-field">
        <label for="preview-methods">Payment methods</label>
        <select id="preview-methods" value={draft.methods} onChange={set('methods')}>
          {SAMPLE_METHOD_CHOICES.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <LanguagePicker model={model} />
    </fieldset>
  );
}
