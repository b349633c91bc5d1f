import Link from 'next/link';
import { categoryLabel, discountPercent, type Product } from '@/lib/sample-data/products';
import { PriceTag } from './price-tag';
import { StarRating } from './star-rating';

/** One product in a grid: picture, category, name, rating and price, all leading to the product page. */
export function ProductCard({ product, lazy = true }: { product: Product; lazy?: boolean }) {
  const href = `/merchandise/product/${product.slug}`;
  const discount = discountPercent(product);
  return (
    <article className="product-card">
      <Link href={href} className="product-card-media" tabIndex={-1} aria-hidden="true">
        <img src={product.images[0]} alt="" width={600} height={600} loading={lazy ? 'lazy' : undefined} />
        {discount > 0 && <span className="product-badge product-badge-sale">−{discount}%</span>}
        {product.stock === 0 && <span className="product-badge product-badge-out">Sold out</span>}
      </Link>
      <div className="product-card-body">
        <p className="product-card-category">{categoryLabel(product.category)}</p>
        <h3 className="product-card-title">
          <Link href={href}>{product.name}</Link>
        </h3>
        <StarRating rating={product.rating} reviews={product.reviews} />
        <PriceTag product={product} />
      </div>
    </article>
  );
}
