'use client';

import Link from 'next/link';
import { SignOutButton } from '@/components/auth/sign-out-button';
import type { NavLink } from '@/lib/navigation/routes';

function MenuLink({ link, onNavigate }: { link: NavLink; onNavigate: () => void }) {
  if (link.action === 'sign-out') return <SignOutButton className="user-menu-action" label={link.label} onSignedOut={onNavigate} />;
  if (link.external)
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {link.label}
      </a>
    );
  return (
    <Link href={link.href} prefetch={false} onClick={onNavigate}>
      {link.label}
    </Link>
  );
}

/**
 * The avatar menu's list: the user's name, their work (workspace, and the staff pages their groups
 * allow), then the header's user links and Logout. Loaded on the menu's first opening (user-menu.tsx).
 */
export function UserMenuList({
  isOpen,
  displayName,
  workLinks,
  links,
  onNavigate,
}: {
  isOpen: boolean;
  displayName: string;
  workLinks: NavLink[];
  links: NavLink[];
  onNavigate: () => void;
}) {
  return (
    <ul id="user-menu-list" className="user-menu-list list-unstyled" hidden={!isOpen}>
      <li className="user-menu-name" data-testid="user-display-name">
        {displayName}
      </li>
      {workLinks.map((link) => (
        <li key={link.href}>
          <MenuLink link={link} onNavigate={onNavigate} />
        </li>
      ))}
      {links.map((link, index) => (
        <li key={link.href + link.label} className={index === 0 ? 'user-menu-divider' : undefined}>
          <MenuLink link={link} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}
