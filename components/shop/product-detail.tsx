import Link from 'next/link';
import { Fragment } from 'react';
import { movieEntries } from '@/lib/sample-data/media-lookup';
import { categoryLabel, relatedProducts, stockLabel, type Product, type ProductCategory } from '@/lib/sample-data/products';
import { PriceTag } from './price-tag';
import { ProductCard } from './product-card';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';
import { StarRating } from './star-rating';

const CARE_NOTES: Record<ProductCategory, string> = {
  apparel: 'Machine wash cold, inside out, with similar colours. Tumble dry low; do not iron the print.',
  accessories: 'Spot clean with a damp cloth. Keep away from direct heat.',
  mugs: 'Dishwasher and microwave safe. Hand washing keeps the print bright for longer.',
  posters: 'Printed on archival paper. Unframed prints ship rolled in a tube; framed prints ship flat.',
  books: 'New copies, shipped in protective packaging.',
};

/** A product page's content: gallery, price and purchase choices, description, details and related products. */
export function ProductDetail({ product }: { product: Product }) {
  const related = relatedProducts(product);
  const { sizes, colours } = product.variants;
  const films = movieEntries.filter((entry) => product.relatedMovies?.includes(entry.info.title));
  return (
    <div className="container-xl shop-section">
      <div className="product-detail">
        <ProductGallery images={product.images} name={product.name} />
        <div className="product-summary">
          <p className="product-card-category">
            <Link href={`/merchandise/shop?category=${product.category}`}>{categoryLabel(product.category)}</Link>
          </p>
          <StarRating rating={product.rating} reviews={product.reviews} />
          <PriceTag product={product} large />
          <p className={`product-stock${product.stock === 0 ? ' out' : product.stock < 10 ? ' low' : ''}`}>
            <i className={`bi ${product.stock === 0 ? 'bi-x-circle' : 'bi-check-circle'}`} aria-hidden="true" /> {stockLabel(product.stock)}
          </p>
          <p className="product-lead">{product.description}</p>
          <ProductPurchase product={product} />
          <dl className="product-meta">
            <dt>SKU</dt>
            <dd>{product.id.toUpperCase()}</dd>
            <dt>Category</dt>
            <dd>{categoryLabel(product.category)}</dd>
            <dt>Tags</dt>
            <dd>{product.tags.join(', ')}</dd>
            {films.length > 0 && (
              <>
                <dt>Made for</dt>
                <dd>
                  {films.map((film, index) => (
                    <Fragment key={film.slug}>
                      {index > 0 && ', '}
                      <Link href={film.href}>{film.info.title}</Link>
                    </Fragment>
                  ))}
                </dd>
              </>
            )}
          </dl>
        </div>
      </div>

      <section className="product-info-panels" aria-labelledby="product-details-heading">
        <h2 id="product-details-heading" className="shop-heading">
          Details
        </h2>
        <div className="product-info-grid">
          <div>
            <h3 className="h6">Care and shipping</h3>
            <p>{CARE_NOTES[product.category]}</p>
            <p className="text-muted-theme small mb-0">
              Ships in 2–4 working days. Free shipping on merchandise orders over $75; 30-day returns.
            </p>
          </div>
          <table className="table product-spec-table">
            <tbody>
              <tr>
                <th scope="row">{product.category === 'books' ? 'Formats' : 'Colours'}</th>
                <td>{colours.join(', ') || '—'}</td>
              </tr>
              <tr>
                <th scope="row">Sizes</th>
                <td>{sizes.join(', ') || 'One size'}</td>
              </tr>
              <tr>
                <th scope="row">Availability</th>
                <td>{stockLabel(product.stock)}</td>
              </tr>
              <tr>
                <th scope="row">Reviews</th>
                <td>
                  {product.rating.toFixed(1)} / 5 from {product.reviews} reviews
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      </section>

      {related.length > 0 && (
        <section className="shop-section-inner" aria-labelledby="related-heading">
          <h2 id="related-heading" className="shop-heading">
            You may also like
          </h2>
          <div className="product-grid">
            {related.map((item) => (
              <ProductCard key={item.slug} product={item} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
