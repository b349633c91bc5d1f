import { SidebarCategories } from './sidebar-categories';
import { SidebarRecentPosts } from './sidebar-recent-posts';
import { SidebarSearch } from './sidebar-search';
import { SidebarTags } from './sidebar-tags';

/** The blog sidebar: search, categories, recent posts and tags. */
export function BlogSidebar({
  query,
  currentSlug,
  currentTag,
}: {
  query?: string;
  currentSlug?: string;
  currentTag?: string;
}) {
  return (
    <aside className="blog-sidebar" aria-label="Blog sidebar">
      <SidebarSearch query={query} />
      <SidebarCategories />
      <SidebarRecentPosts exceptSlug={currentSlug} />
      <SidebarTags current={currentTag} />
    </aside>
  );
}
