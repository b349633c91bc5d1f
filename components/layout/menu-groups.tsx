'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useSitePathname } from '@/lib/navigation/use-site-pathname';
import { useDisclosure } from '@/components/hooks/use-disclosure';
import { findActiveHref } from '@/lib/navigation/active-link';
import type { NavGroup } from '@/lib/navigation/routes';

/**
 * One menu group: a button that opens and closes its list, by mouse or keyboard. The list is
 * rendered from the first opening on: the groups hold some forty links on every page, hidden until
 * asked for, and rendering and hydrating them would cost every page's start.
 */
function MenuGroup({
  group,
  activeHref,
  onNavigate,
}: {
  group: NavGroup;
  activeHref?: string;
  onNavigate?: () => void;
}) {
  const { isOpen, toggle, close, containerRef, buttonRef } = useDisclosure<HTMLLIElement>();
  const [hasOpened, setOpened] = useState(false);
  if (isOpen && !hasOpened) setOpened(true);
  const listId = `menu-group-${group.label.toLowerCase()}`;
  const hasActive = group.links.some((link) => link.href === activeHref);
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
      {(isOpen || hasOpened) && (
        <ul id={listId} className="menu-group-list list-unstyled" hidden={!isOpen}>
          {group.links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                // The theme's sections are seldom the next click: no reader should pay a render for each.
                prefetch={false}
                className={link.href === activeHref ? 'active' : undefined}
                aria-current={link.href === activeHref ? 'page' : undefined}
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
      )}
    </li>
  );
}

export function MenuGroups({ groups, onNavigate }: { groups: NavGroup[]; onNavigate?: () => void }) {
  const pathname = useSitePathname();
  const activeHref = findActiveHref(
    pathname,
    groups.flatMap((group) => group.links.map((link) => link.href)),
  );
  return (
    <ul className="menu-groups list-unstyled">
      {groups.map((group) => (
        <MenuGroup key={group.label} group={group} activeHref={activeHref} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}
