import { PostDetail } from '@/components/blog/post-detail';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { getFirstPostOfFormat } from '@/lib/sample-data/blog-queries';

const post = getFirstPostOfFormat('video');

export const metadata = { title: `Video Post – ${post.title}`, description: post.excerpt };

export default function BlogVideoPostPage() {
  return (
    <>
      <BreadcrumbBanner title={post.title} name="Video Post" />
      <PostDetail post={post} />
    </>
  );
}
