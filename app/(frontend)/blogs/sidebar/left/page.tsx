import { BlogSidebarPage } from '@/components/blog/blog-sidebar-page';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';

export const metadata = {
  title: 'Blog – Left Sidebar',
  description:
    'Articles on platform power and creator resilience, with search, categories, recent posts and tags in a left-hand sidebar.',
};

export default function BlogLeftSidebarPage() {
  return (
    <>
      <BreadcrumbBanner title="Blog Left Sidebar" />
      <BlogSidebarPage side="start" />
    </>
  );
}
