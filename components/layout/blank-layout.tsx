import type { ReactNode } from 'react';

/** No chrome at all: the page is the whole screen (coming soon, error pages). */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main-content" className="layout-blank">
      {children}
    </main>
  );
}
