import { BlogListing } from '@/components/blog/blog-listing';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';

export const metadata = {
  title: 'Blog',
  description:
    'Articles on platform bans, shadowbans and restrictions, and on the discipline, stoicism and leadership that help creators through them.',
};

type Params = Promise<Record<string, string | string[] | undefined>>;

export default async function BlogPage({ searchParams }: { searchParams: Params }) {
  const { page, q } = await searchParams;
  return (
    <>
      <BreadcrumbBanner title="Blog" />
      <BlogListing page={page} query={q} />
    </>
  );
}
