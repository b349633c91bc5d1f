import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PostDetail } from '@/components/blog/post-detail';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { allPosts, getPostBySlug } from '@/lib/sample-data/blog-queries';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return allPosts.map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = getPostBySlug((await params).slug);
  return post ? { title: post.title, description: post.excerpt } : {};
}

export default async function BlogPostPage({ params }: Props) {
  const post = getPostBySlug((await params).slug);
  if (!post) notFound();
  return (
    <>
      <BreadcrumbBanner title={post.title} />
      <PostDetail post={post} />
    </>
  );
}
