import { BlogGridPage } from '@/components/blog/blog-grid-page';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';

export const metadata = {
  title: 'Blog – Three Column Grid',
  description:
    'Every article on bans, restrictions, information warfare and stoicism, laid out as a three column grid.',
};

export default function BlogThreeColumnPage() {
  return (
    <>
      <BreadcrumbBanner title="Three Column Grid" />
      <BlogGridPage columns={3} />
    </>
  );
}
