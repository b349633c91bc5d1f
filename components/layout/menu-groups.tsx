'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useDisclosure } from '@/components/hooks/use-disclosure';
import { isActiveLink } from '@/lib/navigation/active-link';
import type { NavGroup } from '@/lib/navigation/routes';

/** One menu group: a button that opens and closes its list, by mouse or keyboard. */
function MenuGroup({ group, onNavigate }: { group: NavGroup; onNavigate?: () => void }) {
  const pathname = usePathname();
  const { isOpen, toggle, close, containerRef, buttonRef } = useDisclosure<HTMLLIElement>();
  const listId = `menu-group-${group.label.toLowerCase()}`;
  const hasActive = group.links.some((link) => isActiveLink(pathname, link.href) && link.href !== '/');
  return (
    <li ref={containerRef} className={`menu-group${isOpen ? ' open' : ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className={`menu-group-toggle${hasActive ? ' active' : ''}`}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={toggle}
      >
        {group.label}
        <i className="bi bi-chevron-down" aria-hidden="true" />
      </button>
      <ul id={listId} className="menu-group-list list-unstyled" hidden={!isOpen}>
        {group.links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className={isActiveLink(pathname, link.href) && pathname === link.href ? 'active' : undefined}
              aria-current={pathname === link.href ? 'page' : undefined}
              onClick={() => {
                close();
                onNavigate?.();
              }}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function MenuGroups({ groups, onNavigate }: { groups: NavGroup[]; onNavigate?: () => void }) {
  return (
    <ul className="menu-groups list-unstyled">
      {groups.map((group) => (
        <MenuGroup key={group.label} group={group} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}
