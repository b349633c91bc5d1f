import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { TagDetail } from '@/components/media/tag-detail';
import { allTags, findTag } from '@/lib/sample-data/media-lookup';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return allTags.map((tag) => ({ slug: tag.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tag = findTag((await params).slug);
  return tag ? { title: `#${tag.title}`, description: `Films, series and videos tagged ${tag.title}.` } : {};
}

export default async function TagPage({ params }: Props) {
  const tag = findTag((await params).slug);
  if (!tag) notFound();
  return (
    <>
      <BreadcrumbBanner title={`#${tag.title}`} />
      <TagDetail tag={tag} />
    </>
  );
}
