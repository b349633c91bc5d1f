import Link from 'next/link';
import { artworkUrl } from '@/lib/artwork/render-artwork';
import { countInCategory, dealProducts, featuredProducts, findProductBySlug, productCategories, type Product } from '@/lib/sample-data/products';
import { ProductCard } from './product-card';

/** The shop's home: hero, categories, featured products, a books promotion and the current deals. */
export function ShopHome() {
  const featured = featuredProducts(8);
  const deals = dealProducts(4);
  const heroProducts = [findProductBySlug('signal-over-noise-hoodie'), findProductBySlug('stoicism-for-creators')].filter(
    (product): product is Product => Boolean(product),
  );
  return (
    <>
      <section className="container-xl shop-section" aria-labelledby="shop-hero-heading">
        <div className="shop-hero">
          <div className="shop-hero-content">
            <p className="shop-eyebrow">New season collection</p>
            <h2 id="shop-hero-heading" className="shop-hero-title">
              Wear what they can&apos;t shadowban
            </h2>
            <p className="shop-hero-text">
              Apparel, mugs, posters and books on discipline, power, influence and stoicism — for creators who keep going after
              the strike.
            </p>
            <div className="d-flex flex-wrap gap-2">
              <Link href="/merchandise/shop" className="btn btn-primary btn-lg">
                Shop now
              </Link>
              <a href="#deals-heading" className="btn btn-outline-primary btn-lg">
                See deals
              </a>
            </div>
          </div>
          <div className="shop-hero-art">
            {heroProducts.map((product, index) => (
              <Link key={product.slug} href={`/merchandise/product/${product.slug}`} className={`shop-hero-product shop-hero-product-${index + 1}`}>
                <img src={product.images[0]} alt={product.name} width={600} height={600} />
              </Link>
            ))}
          </div>
        </div>
      </section>

      <section className="container-xl shop-section" aria-labelledby="categories-heading">
        <div className="shop-section-head">
          <h2 id="categories-heading" className="shop-heading">
            Shop by category
          </h2>
          <Link href="/merchandise/shop">View all</Link>
        </div>
        <ul className="category-grid list-unstyled">
          {productCategories.map((category) => {
            return (
              <li key={category.slug}>
                <Link href={`/merchandise/shop?category=${category.slug}`} className="category-tile">
                  <img src={artworkUrl('product', `${category.slug}-collection`)} alt="" width={600} height={600} loading="lazy" />
                  <span className="category-tile-body">
                    <span className="category-tile-name">
                      <i className={`bi ${category.icon}`} aria-hidden="true" /> {category.label}
                    </span>
                    <span className="category-tile-meta">
                      {category.blurb} · {countInCategory(category.slug)} products
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="container-xl shop-section" aria-labelledby="featured-heading">
        <div className="shop-section-head">
          <h2 id="featured-heading" className="shop-heading">
            Featured products
          </h2>
          <Link href="/merchandise/shop">Shop all</Link>
        </div>
        <div className="product-grid">
          {featured.map((product) => (
            <ProductCard key={product.slug} product={product} />
          ))}
        </div>
      </section>

      <section className="container-xl shop-section">
        <div className="shop-promo">
          <div>
            <p className="shop-eyebrow">Reading list</p>
            <h2 className="shop-promo-title">Books on discipline, power and influence</h2>
            <p className="mb-0">
              Stoicism, leadership and information warfare — short, practical reads for creators who build on rented land.
            </p>
          </div>
          <Link href="/merchandise/shop?category=books" className="btn btn-primary">
            Browse books
          </Link>
        </div>
      </section>

      <section className="container-xl shop-section" aria-labelledby="deals-heading">
        <div className="shop-section-head">
          <h2 id="deals-heading" className="shop-heading">
            Deals of the week
          </h2>
          <Link href="/merchandise/shop">More products</Link>
        </div>
        <div className="product-grid">
          {deals.map((product) => (
            <ProductCard key={product.slug} product={product} />
          ))}
        </div>
      </section>
    </>
  );
}
