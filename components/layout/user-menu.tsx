'use client';

import Link from 'next/link';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { useDisclosure } from '@/components/hooks/use-disclosure';
import { Avatar } from '@/components/ui/avatar';
import type { NavLink } from '@/lib/navigation/routes';

/** The signed-in user's avatar and the menu it opens: the user's name, then the header's user links and Logout. */
export function UserMenu({ displayName, links }: { displayName: string; links: NavLink[] }) {
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
        {links.map((link) => (
          <li key={link.href + link.label}>
            {link.action === 'sign-out' ? (
              <SignOutButton className="user-menu-action" label={link.label} onSignedOut={close} />
            ) : link.external ? (
              <a href={link.href} target="_blank" rel="noopener noreferrer" onClick={close}>
                {link.label}
              </a>
            ) : (
              <Link href={link.href} onClick={close}>
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
