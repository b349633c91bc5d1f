'use client';

import Link from 'next/link';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { useDisclosure } from '@/components/hooks/use-disclosure';
import { Avatar } from '@/components/ui/avatar';
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
 * The signed-in user's avatar and the menu it opens: the user's name, their work (workspace, and
 * the staff pages their groups allow), then the header's user links and Logout.
 */
export function UserMenu({ displayName, workLinks, links }: { displayName: string; workLinks: NavLink[]; links: NavLink[] }) {
  const { isOpen, toggle, close, containerRef, buttonRef } = useDisclosure<HTMLDivElement>();
  return (
    <div ref={containerRef} className={`user-menu${isOpen ? ' open' : ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className="header-icon-button"
        aria-label={`User menu, signed in as ${displayName}`}
        aria-expanded={isOpen}
        aria-controls="user-menu-list"
        onClick={toggle}
      >
        <Avatar name={displayName} size={32} />
      </button>
      <ul id="user-menu-list" className="user-menu-list list-unstyled" hidden={!isOpen}>
        <li className="user-menu-name" data-testid="user-display-name">
          {displayName}
        </li>
        {workLinks.map((link) => (
          <li key={link.href}>
            <MenuLink link={link} onNavigate={close} />
          </li>
        ))}
        {links.map((link, index) => (
          <li key={link.href + link.label} className={index === 0 ? 'user-menu-divider' : undefined}>
            <MenuLink link={link} onNavigate={close} />
          </li>
        ))}
      </ul>
    </div>
  );
}
