import { BlogGridPage } from '@/components/blog/blog-grid-page';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';

export const metadata = {
  title: 'Blog – One Column Grid',
  description:
    'Every article on bans, restrictions, information warfare and stoicism, laid out as a one column grid.',
};

export default function BlogOneColumnPage() {
  return (
    <>
      <BreadcrumbBanner title="One Column Grid" />
      <BlogGridPage columns={1} />
    </>
  );
}
