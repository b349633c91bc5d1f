'use client';

import { useMemo, useState } from 'react';
import {
  countInCategory,
  productCategories,
  productsInCategory,
  sortOptions,
  sortProducts,
  isSortOrder,
  type Product,
  type ProductCategory,
  type SortOrder,
} from '@/lib/sample-data/products';
import { ProductCard } from './product-card';

/** The catalogue: category filter and sorting over the product cards. */
export function ProductGrid({ products, initialCategory }: { products: Product[]; initialCategory?: ProductCategory }) {
  const [category, setCategory] = useState<ProductCategory | undefined>(initialCategory);
  const [order, setOrder] = useState<SortOrder>('featured');
  const shown = useMemo(() => sortProducts(productsInCategory(category, products), order), [category, order, products]);

  const filters: { value?: ProductCategory; label: string; count: number }[] = [
    { label: 'All', count: products.length },
    ...productCategories.map((info) => ({ value: info.slug, label: info.label, count: countInCategory(info.slug, products) })),
  ];

  return (
    <div className="product-catalogue">
      <div className="catalogue-toolbar">
        <div className="catalogue-filters" role="group" aria-label="Filter by category">
          {filters.map((filter) => (
            <button
              key={filter.label}
              type="button"
              className={`catalogue-filter${filter.value === category ? ' active' : ''}`}
              aria-pressed={filter.value === category}
              onClick={() => setCategory(filter.value)}
            >
              {filter.label} <span className="catalogue-filter-count">{filter.count}</span>
            </button>
          ))}
        </div>
        <div className="catalogue-sort">
          <label htmlFor="catalogue-sort" className="form-label mb-0">
            Sort by
          </label>
          <select
            id="catalogue-sort"
            className="form-select form-select-sm"
            value={order}
            onChange={(event) => isSortOrder(event.target.value) && setOrder(event.target.value)}
          >
            {sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="catalogue-count" role="status">
        Showing {shown.length} {shown.length === 1 ? 'product' : 'products'}
      </p>
      {shown.length === 0 ? (
        <p className="shop-empty">No products in this category yet.</p>
      ) : (
        <div className="product-grid">
          {shown.map((product, index) => (
            <ProductCard key={product.slug} product={product} lazy={index >= 4} />
          ))}
        </div>
      )}
    </div>
  );
}
