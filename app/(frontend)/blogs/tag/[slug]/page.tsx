import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogArchive } from '@/components/blog/blog-archive';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { getPostsByTag, getTag, listTags } from '@/lib/sample-data/blog-queries';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return listTags().map((tag) => ({ slug: tag.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tag = getTag((await params).slug);
  return tag
    ? { title: `Posts tagged ${tag.name}`, description: `Articles tagged ${tag.name} on StreamIt.` }
    : {};
}

export default async function BlogTagPage({ params }: Props) {
  const tag = getTag((await params).slug);
  if (!tag) notFound();
  return (
    <>
      <BreadcrumbBanner title={`Tag: ${tag.name}`} name={tag.name} />
      <BlogArchive
        description={`Articles tagged “${tag.name}”.`}
        posts={getPostsByTag(tag.slug)}
        currentTag={tag.slug}
      />
    </>
  );
}
