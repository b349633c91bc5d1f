import { listTags } from '@/lib/sample-data/blog-queries';
import { SidebarWidget } from './sidebar-widget';
import { TagList } from './tag-list';

/** The tag cloud, most used tags first. */
export function SidebarTags({ current }: { current?: string }) {
  return (
    <SidebarWidget title="Tags" id="sidebar-tags-title">
      <TagList tags={listTags().map((tag) => tag.name)} current={current} label="All tags" />
    </SidebarWidget>
  );
}
