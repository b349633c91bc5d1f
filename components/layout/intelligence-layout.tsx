import type { ReactNode } from 'react';

/**
 * Full-height page on a light grey background. Only the main area is rendered: no footer,
 * back-to-top or drawers follow it.
 */
export function IntelligenceLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main-content" className="layout-intelligence" data-bs-theme="light">
      {children}
    </main>
  );
}
