import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { ProductGrid } from '@/components/shop/product-grid';
import { isProductCategory, products } from '@/lib/sample-data/products';

export const metadata = {
  title: 'Shop',
  description: 'The full merchandise catalogue: apparel, accessories, mugs, posters and books, with sorting and category filters.',
};

export default async function ShopPage({ searchParams }: { searchParams: Promise<{ category?: string | string[] }> }) {
  const { category } = await searchParams;
  const initialCategory = typeof category === 'string' && isProductCategory(category) ? category : undefined;
  return (
    <>
      <BreadcrumbBanner title="Shop" />
      <section className="container-xl shop-section" aria-label="Products">
        <ProductGrid key={initialCategory ?? 'all'} products={products} initialCategory={initialCategory} />
      </section>
    </>
  );
}
