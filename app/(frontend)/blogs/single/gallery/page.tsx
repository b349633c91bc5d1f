import { PostDetail } from '@/components/blog/post-detail';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { getFirstPostOfFormat } from '@/lib/sample-data/blog-queries';

const post = getFirstPostOfFormat('gallery');

export const metadata = { title: `Gallery Post – ${post.title}`, description: post.excerpt };

export default function BlogGalleryPostPage() {
  return (
    <>
      <BreadcrumbBanner title={post.title} name="Gallery Post" />
      <PostDetail post={post} />
    </>
  );
}
