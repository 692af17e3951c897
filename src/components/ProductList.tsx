import type { JSX } from 'preact';
import type { Order, ProductLine } from '../checkout/order.ts';
import './ProductList.css';

/** The products of the order; optional ones are checkboxes whose label carries the price. */
export function ProductList({ order }: { order: Order }): JSX.Element {
  return (
    <ul class="kassa-products">
      {order.products.map((product) =>
        product.optional ? (
          <OptionalProduct key={product.id} product={product} lang={order.formatLang} />
        ) : (
          <RequiredProduct key={product.id} product={product} lang={order.formatLang} />
        ),
      )}
      {order.tax && (
        <li class="kassa-product kassa-product-tax">
          <span class="kassa-product-text">
            <span class="kassa-product-name">{order.tax.label}</span>
          </span>
          <span class="kassa-product-price" lang={order.formatLang}>
            {order.tax.amountText.value}
          </span>
        </li>
      )}
    </ul>
  );
}

/** `lang`: the prices' language when not the form's English (text-language.ts). */
interface ProductProps {
  product: ProductLine;
  lang: string | undefined;
}

function RequiredProduct({ product, lang }: ProductProps): JSX.Element {
  return (
    <li class="kassa-product">
      <span class="kassa-product-text">
        <span class="kassa-product-name">{product.name}</span>
        {product.description && (
          <span class="kassa-product-description">{product.description}</span>
        )}
        {product.terms && <span class="kassa-product-description">{product.terms}</span>}
      </span>
      <span class="kassa-product-price" lang={lang}>
        {product.priceText}
      </span>
    </li>
  );
}

function OptionalProduct({ product, lang }: ProductProps): JSX.Element {
  const descriptionId = `kassa-product-${product.id}-description`;
  return (
    <li class="kassa-product kassa-product-optional">
      <label class="kassa-product-option">
        <input
          class="kassa-checkbox"
          type="checkbox"
          checked={product.selected.value}
          aria-describedby={product.description ? descriptionId : undefined}
          onChange={() => product.toggle()}
        />
        <span class="kassa-product-text">
          <span class="kassa-product-name">{product.name}</span>
          {product.description && (
            <span class="kassa-product-description" id={descriptionId}>
              {product.description}
            </span>
          )}
          {product.terms && <span class="kassa-product-description">{product.terms}</span>}
        </span>{' '}
        <span class="kassa-product-price" lang={lang}>
          {product.priceText}
        </span>
      </label>
    </li>
  );
}
