import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogArchive } from '@/components/blog/blog-archive';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { getCategory, getPostsByCategory, listCategories } from '@/lib/sample-data/blog-queries';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return listCategories().map((category) => ({ slug: category.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = getCategory((await params).slug);
  return category ? { title: `${category.name} – Blog category`, description: category.description } : {};
}

export default async function BlogCategoryPage({ params }: Props) {
  const category = getCategory((await params).slug);
  if (!category) notFound();
  return (
    <>
      <BreadcrumbBanner title={`Category: ${category.name}`} name={category.name} />
      <BlogArchive description={category.description} posts={getPostsByCategory(category.slug)} />
    </>
  );
}
