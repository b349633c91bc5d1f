import { ArticleTemplate } from '@/components/blog/article-template';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { requirePost } from '@/lib/sample-data/blog-queries';

const post = requirePost('how-information-warfare-shapes-feeds');

export const metadata = { title: `Blog Template – ${post.title}`, description: post.excerpt };

export default function BlogTemplatePage() {
  return (
    <>
      <BreadcrumbBanner title={post.title} name="Blog Template" />
      <ArticleTemplate post={post} />
    </>
  );
}
