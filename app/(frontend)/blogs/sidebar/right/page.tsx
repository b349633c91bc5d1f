import { BlogSidebarPage } from '@/components/blog/blog-sidebar-page';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';

export const metadata = {
  title: 'Blog – Right Sidebar',
  description:
    'Articles on platform power and creator resilience, with search, categories, recent posts and tags in a right-hand sidebar.',
};

export default function BlogRightSidebarPage() {
  return (
    <>
      <BreadcrumbBanner title="Blog Right Sidebar" />
      <BlogSidebarPage side="end" />
    </>
  );
}
