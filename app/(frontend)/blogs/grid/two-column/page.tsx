import { BlogGridPage } from '@/components/blog/blog-grid-page';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';

export const metadata = {
  title: 'Blog – Two Column Grid',
  description:
    'Every article on bans, restrictions, information warfare and stoicism, laid out as a two column grid.',
};

export default function BlogTwoColumnPage() {
  return (
    <>
      <BreadcrumbBanner title="Two Column Grid" />
      <BlogGridPage columns={2} />
    </>
  );
}
