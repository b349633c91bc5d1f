import type { ReactNode } from 'react';

/** One titled box of the blog sidebar. */
export function SidebarWidget({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="sidebar-widget" aria-labelledby={id}>
      <h2 className="sidebar-widget-title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}
