import { BlogGridPage } from '@/components/blog/blog-grid-page';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';

export const metadata = {
  title: 'Blog – Four Column Grid',
  description:
    'Every article on bans, restrictions, information warfare and stoicism, laid out as a four column grid.',
};

export default function BlogFourColumnPage() {
  return (
    <>
      <BreadcrumbBanner title="Four Column Grid" />
      <BlogGridPage columns={4} />
    </>
  );
}
