import type { JSX } from 'preact';
import type { ProductLine } from '../checkout/order.ts';
import './AddOnList.css';
import { useMessages } from '../messages/form-messages.ts';
import { type ProductsProps, ProductText } from './ProductList.tsx';

// Part of the summary's chunk (summary-parts.ts), loaded with a session that has optional
// products.

/**
 * The optional products, set apart from the cart: each is offered with an "Add" control, a
 * checkbox whose label carries the name and the price, so the shopper hears what ticking it adds.
 */
export function AddOnList({ products, lang }: ProductsProps): JSX.Element | null {
  const t = useMessages();
  if (products.length === 0) return null;
  return (
    <section class="kassa-addons" aria-labelledby="kassa-addons-heading">
      <h2 class="kassa-addons-heading" id="kassa-addons-heading">
        {t('addons.heading')}
      </h2>
      <ul class="kassa-products">
        {products.map((product) => (
          <AddOn key={product.id} product={product} lang={lang} />
        ))}
      </ul>
    </section>
  );
}

function AddOn({ product, lang }: { product: ProductLine; lang: string | undefined }): JSX.Element {
  const t = useMessages();
  const descriptionId = `kassa-product-${product.id}-description`;
  const selected = product.selected.value;
  return (
    <li class="kassa-product kassa-product-optional">
      <label class="kassa-product-option">
        <ProductText product={product} descriptionId={descriptionId} />{' '}
        <span class="kassa-product-price" lang={lang}>
          {product.priceText}
        </span>{' '}
        <span class="kassa-addon-control" data-selected={selected ? '' : undefined}>
          <input
            class="kassa-checkbox"
            type="checkbox"
            checked={selected}
            aria-describedby={product.description ? descriptionId : undefined}
            onChange={() => product.toggle()}
          />
          <span>{t('addons.add')}</span>
        </span>
      </label>
    </li>
  );
}
