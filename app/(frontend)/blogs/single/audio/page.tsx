import { PostDetail } from '@/components/blog/post-detail';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { getFirstPostOfFormat } from '@/lib/sample-data/blog-queries';

const post = getFirstPostOfFormat('audio');

export const metadata = { title: `Audio Post – ${post.title}`, description: post.excerpt };

export default function BlogAudioPostPage() {
  return (
    <>
      <BreadcrumbBanner title={post.title} name="Audio Post" />
      <PostDetail post={post} />
    </>
  );
}
