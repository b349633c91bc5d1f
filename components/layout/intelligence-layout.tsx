import type { ReactNode } from 'react';

/**
 * Full-height page on a plain background in the site's colour scheme (light grey with the light
 * scheme). Only the main area is rendered: no footer, back-to-top or drawers follow it.
 */
export function IntelligenceLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main-content" className="layout-intelligence">
      {children}
    </main>
  );
}
