import type { ReactNode } from 'react';

/**
 * Main column plus sidebar. The sidebar follows the content in the document (so phones read the
 * content first) and moves to the inline start or end beside it from large screens up.
 */
export function BlogLayout({
  children,
  sidebar,
  side = 'end',
}: {
  children: ReactNode;
  sidebar: ReactNode;
  side?: 'start' | 'end';
}) {
  return (
    <div className="container-xl blog-section">
      <div className={`blog-layout blog-layout-sidebar-${side}`}>
        <div className="blog-layout-main">{children}</div>
        {sidebar}
      </div>
    </div>
  );
}
