'use client';

import Link from 'next/link';
import { isNavLinkActive } from '@/lib/navigation/active-link';
import type { NavGroup, NavLink } from '@/lib/navigation/routes';

/**
 * What More opens: the theme's sections, then its menu groups in headed columns (a list that
 * unfolds in the phone menu). Loaded on More's first opening (more-menu.tsx).
 */
export function MoreMenuPanel({
  isOpen,
  links,
  groups,
  pathname,
  activeHref,
  onNavigate,
}: {
  isOpen: boolean;
  links: NavLink[];
  groups: NavGroup[];
  pathname: string;
  activeHref: string | undefined;
  onNavigate: () => void;
}) {
  return (
    <div id="more-menu-panel" className="more-menu-panel" hidden={!isOpen}>
      <ul className="more-menu-sections list-unstyled" aria-label="Also on the site">
        {links.map((link) => {
          const isCurrent = isNavLinkActive(pathname, link);
          return (
            <li key={link.href}>
              <Link href={link.href} prefetch={false} className={isCurrent ? 'active' : undefined} aria-current={isCurrent ? 'page' : undefined} onClick={onNavigate}>
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
                  <Link href={link.href} prefetch={false} className={link.href === activeHref ? 'active' : undefined} aria-current={link.href === activeHref ? 'page' : undefined} onClick={onNavigate}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
