import Link from 'next/link';
import { categoryHref, listCategories } from '@/lib/sample-data/blog-queries';
import { SidebarWidget } from './sidebar-widget';

/** Every category with its number of posts. */
export function SidebarCategories() {
  return (
    <SidebarWidget title="Categories" id="sidebar-categories-title">
      <ul className="sidebar-categories">
        {listCategories().map((category) => (
          <li key={category.slug}>
            <Link href={categoryHref(category)}>
              <span>{category.name}</span>
              <span className="sidebar-count">{category.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </SidebarWidget>
  );
}
