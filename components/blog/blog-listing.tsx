import Link from 'next/link';
import { notFound } from 'next/navigation';
import { BLOG_PAGE_SIZE, paginate, searchPosts } from '@/lib/sample-data/blog-queries';
import { BlogLayout } from './blog-layout';
import { BlogSidebar } from './blog-sidebar';
import { Pagination } from './pagination';
import { PostList } from './post-list';

type Param = string | string[] | undefined;

const first = (value: Param) => (Array.isArray(value) ? value[0] : value);

/** The blog's main listing: list cards, paged, optionally filtered by the sidebar search (?q=). */
export function BlogListing({ page: pageParam, query: queryParam }: { page: Param; query: Param }) {
  const query = (first(queryParam) ?? '').trim().slice(0, 80);
  const pageText = first(pageParam);
  const page = pageText === undefined ? 1 : Number(pageText);
  const matches = searchPosts(query);
  const result = paginate(matches, page, BLOG_PAGE_SIZE);
  if (!result) notFound();

  return (
    <BlogLayout sidebar={<BlogSidebar query={query} />}>
      {query && (
        <div className="blog-search-summary" role="status">
          <p>
            {matches.length === 0
              ? `No posts match “${query}”. Try fewer or different words.`
              : `${matches.length} ${matches.length === 1 ? 'post matches' : 'posts match'} “${query}”.`}
          </p>
          <Link href="/blogs">Clear search</Link>
        </div>
      )}
      {result.items.length > 0 && <PostList posts={result.items} />}
      <Pagination
        basePath="/blogs"
        page={result.page}
        totalPages={result.totalPages}
        query={query || undefined}
      />
    </BlogLayout>
  );
}
