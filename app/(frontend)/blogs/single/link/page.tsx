import { PostDetail } from '@/components/blog/post-detail';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { getFirstPostOfFormat } from '@/lib/sample-data/blog-queries';

const post = getFirstPostOfFormat('link');

export const metadata = { title: `Link Post – ${post.title}`, description: post.excerpt };

export default function BlogLinkPostPage() {
  return (
    <>
      <BreadcrumbBanner title={post.title} name="Link Post" />
      <PostDetail post={post} />
    </>
  );
}
