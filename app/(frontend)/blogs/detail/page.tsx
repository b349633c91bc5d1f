import { PostDetail } from '@/components/blog/post-detail';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { requirePost } from '@/lib/sample-data/blog-queries';

const post = requirePost('stoicism-for-creators-facing-a-shadowban');

export const metadata = { title: post.title, description: post.excerpt };

export default function BlogDetailPage() {
  return (
    <>
      <BreadcrumbBanner title={post.title} name="Blog Detail" />
      <PostDetail post={post} />
    </>
  );
}
