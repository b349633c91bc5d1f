import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { ProductDetail } from '@/components/shop/product-detail';
import { findProductBySlug, products } from '@/lib/sample-data/products';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return products.map((product) => ({ slug: product.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = findProductBySlug((await params).slug);
  if (!product) return { title: 'Product not found' };
  return { title: product.name, description: product.description };
}

export default async function ProductPage({ params }: Props) {
  const product = findProductBySlug((await params).slug);
  if (!product) notFound();
  return (
    <>
      <BreadcrumbBanner title={product.name} />
      <ProductDetail product={product} />
    </>
  );
}
