import { formatPrice } from '@/lib/format';
import type { Product } from '@/lib/sample-data/products';

/** The price, with the regular price struck through when the product is on sale. */
export function PriceTag({ product, large = false }: { product: Pick<Product, 'price' | 'salePrice'>; large?: boolean }) {
  const onSale = product.salePrice !== undefined && product.salePrice < product.price;
  return (
    <p className={`price-tag${large ? ' price-tag-lg' : ''}`}>
      {onSale ? (
        <>
          <span className="visually-hidden">Sale price </span>
          <span className="price-now">{formatPrice(product.salePrice!)}</span>{' '}
          <span className="visually-hidden">, regular price </span>
          <del className="price-was">{formatPrice(product.price)}</del>
        </>
      ) : (
        <span className="price-now">{formatPrice(product.price)}</span>
      )}
    </p>
  );
}
