'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useDisclosure } from '@/components/hooks/use-disclosure';
import { findActiveHref, isNavLinkActive } from '@/lib/navigation/active-link';
import type { NavGroup, NavLink } from '@/lib/navigation/routes';

/**
 * The main header's "More": the theme's sections and its menu groups, one step behind the
 * product's. A panel of headed columns on wide screens, a list that unfolds in the phone menu.
 * Rendered from its first opening on: some forty links few readers ask for.
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
        onClick={toggle}
      >
        More <i className="bi bi-chevron-down" aria-hidden="true" />
      </button>
      {(isOpen || hasOpened) && (
        <div id="more-menu-panel" className="more-menu-panel" hidden={!isOpen}>
          <ul className="more-menu-sections list-unstyled" aria-label="Also on the site">
            {links.map((link) => {
              const isCurrent = isNavLinkActive(pathname, link);
              return (
                <li key={link.href}>
                  <Link href={link.href} prefetch={false} className={isCurrent ? 'active' : undefined} aria-current={isCurrent ? 'page' : undefined} onClick={navigate}>
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
          <div className="more-menu-groups">
            {groups.map((group) => (
              <section key={group.label} className="more-menu-group" aria-labelledby={`more-menu-${group.label.toLowerCase()}`}>
                <p id={`more-menu-${group.label.toLowerCase()}`} className="more-menu-heading">
                  {group.label}
                </p>
                <ul className="list-unstyled">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} prefetch={false} className={link.href === activeHref ? 'active' : undefined} aria-current={link.href === activeHref ? 'page' : undefined} onClick={navigate}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      )}
    </li>
  );
}
