import Link from 'next/link';
import { postHref, recentPosts } from '@/lib/sample-data/blog-queries';
import { DateText } from './date-text';
import { SidebarWidget } from './sidebar-widget';

/** The newest posts, with a small picture each. */
export function SidebarRecentPosts({ exceptSlug }: { exceptSlug?: string }) {
  return (
    <SidebarWidget title="Recent posts" id="sidebar-recent-title">
      <ul className="sidebar-recent">
        {recentPosts(4, exceptSlug).map((post) => (
          <li key={post.id}>
            <img src={post.image} alt="" width={96} height={54} loading="lazy" />
            <div>
              <Link href={postHref(post)}>{post.title}</Link>
              <DateText day={post.date} className="sidebar-recent-date" />
            </div>
          </li>
        ))}
      </ul>
    </SidebarWidget>
  );
}
