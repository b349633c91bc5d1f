import Link from 'next/link';
import { movieEntries } from '@/lib/sample-data/media-lookup';
import { productsForMovie } from '@/lib/sample-data/products';
import { ProductCard } from './product-card';

/** Merchandise grouped by the catalogue movie it was made for, in catalogue order. */
export function RelatedMerchandise() {
  const groups = movieEntries
    .map((entry) => ({ entry, products: productsForMovie(entry.info.title) }))
    .filter((group) => group.products.length > 0);
  return (
    <div className="container-xl shop-section">
      <p className="shop-intro">
        Tees, posters, mugs and books made for the films in our catalogue. Each product links to its page in the{' '}
        <Link href="/merchandise">merchandise shop</Link>, and each film to its page in <Link href="/movies">Movies</Link>.
      </p>
      {groups.map(({ entry, products }) => (
        <section key={entry.slug} className="related-movie" aria-labelledby={`movie-${entry.slug}`}>
          <div className="related-movie-head">
            <img src={entry.card.image} alt="" width={600} height={900} loading="lazy" className="related-movie-poster" />
            <div>
              <h2 id={`movie-${entry.slug}`} className="shop-heading mb-1">
                <Link href={entry.href}>{entry.info.title}</Link>
              </h2>
              <p className="text-muted-theme small mb-0">
                {entry.info.year} · {entry.info.movieTime} · {products.length} {products.length === 1 ? 'product' : 'products'}
              </p>
            </div>
          </div>
          <div className="product-grid">
            {products.map((product) => (
              <ProductCard key={product.slug} product={product} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
