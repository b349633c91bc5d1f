'use client';

import { lazy, Suspense, useState } from 'react';
import { useDisclosure } from '@/components/hooks/use-disclosure';
import { findActiveHref, isNavLinkActive } from '@/lib/navigation/active-link';
import type { NavGroup, NavLink } from '@/lib/navigation/routes';

const loadMoreMenuPanel = () => import('./more-menu-panel');
// React's own lazy: next/dynamic would add its loader (~2 KB gzip) to every page's start.
const MoreMenuPanel = lazy(() => loadMoreMenuPanel().then((module) => ({ default: module.MoreMenuPanel })));
/** Pointing at More or focusing it fetches the panel's code, so a click seldom waits for it. */
const preload = () => void loadMoreMenuPanel();

/**
 * The main header's "More": the theme's sections and its menu groups, one step behind the
 * product's. A panel of headed columns on wide screens, a list that unfolds in the phone menu.
 * Its code loads, and it is rendered, from its first opening on: some forty links few readers ask for.
 */
export function MoreMenu({ links, groups, pathname, onNavigate }: { links: NavLink[]; groups: NavGroup[]; pathname: string; onNavigate: () => void }) {
  const { isOpen, toggle, close, containerRef, buttonRef } = useDisclosure<HTMLLIElement>();
  const [hasOpened, setOpened] = useState(false);
  if (isOpen && !hasOpened) setOpened(true);
  const groupHrefs = groups.flatMap((group) => group.links.map((link) => link.href));
  const activeHref = findActiveHref(pathname, groupHrefs);
  // Home is the brand's too: More is not marked on it.
  const isActive = pathname !== '/' && (links.some((link) => isNavLinkActive(pathname, link)) || activeHref !== undefined);
  const navigate = () => {
    close();
    onNavigate();
  };
  return (
    <li ref={containerRef} className={`more-menu${isOpen ? ' open' : ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className={`main-nav-link more-menu-toggle${isActive ? ' has-active' : ''}`}
        aria-expanded={isOpen}
        aria-controls="more-menu-panel"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={toggle}
      >
        More <i className="bi bi-chevron-down" aria-hidden="true" />
      </button>
      {(isOpen || hasOpened) && (
        <Suspense fallback={null}>
          <MoreMenuPanel isOpen={isOpen} links={links} groups={groups} pathname={pathname} activeHref={activeHref} onNavigate={navigate} />
        </Suspense>
      )}
    </li>
  );
}
