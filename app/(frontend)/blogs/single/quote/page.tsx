import { PostDetail } from '@/components/blog/post-detail';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { getFirstPostOfFormat } from '@/lib/sample-data/blog-queries';

const post = getFirstPostOfFormat('quote');

export const metadata = { title: `Quote Post – ${post.title}`, description: post.excerpt };

export default function BlogQuotePostPage() {
  return (
    <>
      <BreadcrumbBanner title={post.title} name="Quote Post" />
      <PostDetail post={post} />
    </>
  );
}
