import type { JSX } from 'preact';
import type { ProductLine } from '../checkout/order.ts';
import './ProductList.css';

export interface ProductsProps {
  products: readonly ProductLine[];
  /** The prices' language when not the form's English (text-language.ts). */
  lang?: string | undefined;
}

/** The cart: the products the order always holds, each with its price. */
export function ProductList({ products, lang }: ProductsProps): JSX.Element | null {
  if (products.length === 0) return null;
  return (
    <ul class="kassa-products">
      {products.map((product) => (
        <li key={product.id} class="kassa-product">
          <ProductText product={product} />
          <span class="kassa-product-price" lang={lang}>
            {product.priceText}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A product's name and what the checkout says of it, in the cart and among the add-ons. */
export function ProductText({
  product,
  descriptionId,
}: {
  product: ProductLine;
  descriptionId?: string;
}): JSX.Element {
  return (
    <span class="kassa-product-text">
      <span class="kassa-product-name">{product.name}</span>
      {product.description && (
        <span class="kassa-product-description" id={descriptionId}>
          {product.description}
        </span>
      )}
      {product.terms && <span class="kassa-product-description">{product.terms}</span>}
      {product.firstCharge && <span class="kassa-product-description">{product.firstCharge}</span>}
    </span>
  );
}
