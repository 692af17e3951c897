import type { ComponentType, JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { SessionView } from '../../common/contract/session-api.ts';
import type { ProductLine } from '../checkout/order.ts';
import './ProductList.css';

// The cart, and the place of the add-ons: the optional products, which only some checkouts
// have, are a chunk of their own (AddOnList.tsx) that the page loads with such a session.

interface ProductsProps {
  products: readonly ProductLine[];
  /** The prices' language when not the form's English (text-language.ts). */
  lang?: string | undefined;
}

type AddOnListType = ComponentType<ProductsProps>;

/** The add-ons' component once its chunk has loaded, for every form of this page (or server). */
let loaded: AddOnListType | null = null;

/**
 * Loads the add-ons' chunk for a session with optional products, so that the form shows them from
 * its first render (and the server renders them into the page). Without a session, whatever the
 * form will show (the designer preview's samples).
 */
export async function loadAddOns(session?: Pick<SessionView, 'products'>): Promise<void> {
  if ((session && !session.products.some((product) => product.is_optional)) || loaded) return;
  loaded = (await import('./AddOnList.tsx')).AddOnList;
}

/**
 * The optional products (AddOnList.tsx), once their chunk is in: the hosted page loads it before
 * it shows the form; elsewhere it comes when the form first shows add-ons.
 */
export function AddOns(props: ProductsProps): JSX.Element | null {
  const [List, setList] = useState<AddOnListType | null>(() => loaded);
  const offered = props.products.length > 0;
  useEffect(() => {
    if (offered && !List)
      void import('./AddOnList.tsx').then(
        (chunk) => setList(() => chunk.AddOnList),
        // The hosted page does not show a form whose add-ons failed to load (page-model.ts).
        () => {},
      );
  }, [offered]);
  return offered && List ? <List {...props} /> : null;
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
