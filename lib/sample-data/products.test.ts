import { cartItems } from './cart';
import {
  clampQuantity,
  discountPercent,
  effectivePrice,
  findProductBySlug,
  isProductCategory,
  isSortOrder,
  productCategories,
  products,
  productsByMovie,
  productsForMovie,
  productsInCategory,
  relatedProducts,
  sortProducts,
  stockLabel,
  wishlistProducts,
} from './products';
import { isArtworkName } from '@/lib/artwork/render-artwork';
import { movieCatalogue } from './movies';
import { slugOf } from '@/lib/slug';

describe('sample products', () => {
  it('have unique ids and slugs that are artwork names derived from their names', () => {
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    for (const product of products) {
      expect(isArtworkName(product.slug)).toBe(true);
      expect(product.slug).toBe(slugOf(product.name));
      expect(product.images[0]).toBe(`/artwork/product/${product.slug}.svg`);
      for (const image of product.images) expect(isArtworkName(image.replace(/^\/artwork\/product\/|\.svg$/g, ''))).toBe(true);
    }
  });

  it('sell every cart item at the price of the cart drawer', () => {
    for (const item of cartItems) {
      const product = findProductBySlug(slugOf(item.name));
      expect(product).toBeDefined();
      expect(effectivePrice(product!)).toBe(item.price);
      expect(product!.images[0]).toBe(item.thumbnail);
    }
  });

  it('cover every category', () => {
    for (const { slug } of productCategories) expect(productsInCategory(slug).length).toBeGreaterThan(0);
  });
});

describe('lookups', () => {
  it('find a product by slug, or nothing', () => {
    expect(findProductBySlug('memento-mori-mug')?.name).toBe('Memento Mori Mug');
    expect(findProductBySlug('no-such-thing')).toBeUndefined();
  });

  it('filter by category, or return all without one', () => {
    expect(productsInCategory('books').every((p) => p.category === 'books')).toBe(true);
    expect(productsInCategory()).toHaveLength(products.length);
  });

  it('recognise categories and sort orders', () => {
    expect(isProductCategory('mugs')).toBe(true);
    expect(isProductCategory('shoes')).toBe(false);
    expect(isProductCategory(undefined)).toBe(false);
    expect(isSortOrder('price-asc')).toBe(true);
    expect(isSortOrder('cheapest')).toBe(false);
  });

  it('relate products without including the product itself', () => {
    const tee = findProductBySlug('stoic-mindset-tee')!;
    const related = relatedProducts(tee);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(4);
    expect(related.some((p) => p.slug === tee.slug)).toBe(false);
    expect(related[0].category).toBe('apparel');
  });

  it('relate merchandise only to movies of the catalogue', () => {
    const titles = new Set(movieCatalogue.map((movie) => movie.title));
    for (const product of products) for (const movie of product.relatedMovies ?? []) expect(titles).toContain(movie);
    expect(productsForMovie('The Appeal').map((p) => p.slug)).toContain('the-appeal-movie-poster');
  });

  it('group merchandise by movie', () => {
    const groups = productsByMovie();
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      expect(group.products.every((p) => p.relatedMovies?.includes(group.movie))).toBe(true);
    }
  });

  it('resolve the wishlist to products', () => {
    expect(wishlistProducts().length).toBeGreaterThan(0);
  });
});

describe('prices', () => {
  it('use the sale price when there is one', () => {
    expect(effectivePrice({ price: 20 })).toBe(20);
    expect(effectivePrice({ price: 20, salePrice: 15 })).toBe(15);
    expect(discountPercent({ price: 20, salePrice: 15 })).toBe(25);
    expect(discountPercent({ price: 20 })).toBe(0);
  });
});

describe('sortProducts', () => {
  const prices = (list: typeof products) => list.map(effectivePrice);

  it('sorts by effective price both ways without touching the input', () => {
    const before = products.map((p) => p.slug);
    const ascending = prices(sortProducts(products, 'price-asc'));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = prices(sortProducts(products, 'price-desc'));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(products.map((p) => p.slug)).toEqual(before);
  });

  it('sorts by rating, name, and featured first', () => {
    const ratings = sortProducts(products, 'rating').map((p) => p.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const names = sortProducts(products, 'name').map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const featured = sortProducts(products, 'featured').map((p) => Boolean(p.featured));
    expect(featured.indexOf(false)).toBe(featured.filter(Boolean).length);
  });
});

describe('quantities and stock', () => {
  it('clamps the chosen quantity between 1 and the stock', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(2, 0)).toBe(0);
  });

  it('labels stock', () => {
    expect(stockLabel(0)).toBe('Out of stock');
    expect(stockLabel(3)).toBe('Only 3 left');
    expect(stockLabel(30)).toBe('In stock');
  });
});
