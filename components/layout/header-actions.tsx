'use client';

import Link from 'next/link';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { useCurrentUser } from '@/components/auth/use-current-user';
import { useCartDrawer } from '@/components/cart/cart-drawer-provider';
import { useDisclosure } from '@/components/hooks/use-disclosure';
import { SettingsPanel } from '@/components/settings/settings-panel';
import { Avatar } from '@/components/ui/avatar';
import { displayNameOf } from '@/lib/auth/session-user';
import { cartItems } from '@/lib/sample-data/cart';
import type { NavLink } from '@/lib/navigation/routes';

/** The icons at the end of a header: settings, cart and the user menu (the signed-in user and Logout, or Sign in). */
export function HeaderActions({ userMenu }: { userMenu: NavLink[] }) {
  const { open: openCart } = useCartDrawer();
  const { isOpen, toggle, close, containerRef, buttonRef } = useDisclosure<HTMLDivElement>();
  const current = useCurrentUser();
  const isSignedIn = current.status === 'signedIn';
  const displayName = displayNameOf(isSignedIn ? current.user : null);
  const links = userMenu.filter(({ audience }) => !audience || audience === (isSignedIn ? 'member' : 'guest'));
  return (
    <div className="header-actions">
      <SettingsPanel />
      <button type="button" className="header-icon-button" aria-label={`Open cart, ${cartItems.length} items`} onClick={openCart}>
        <i className="bi bi-bag" aria-hidden="true" />
        <span className="header-badge">{cartItems.length}</span>
      </button>
      <div ref={containerRef} className={`user-menu${isOpen ? ' open' : ''}`}>
        <button
          ref={buttonRef}
          type="button"
          className="header-icon-button"
          aria-label={isSignedIn ? `User menu, signed in as ${displayName}` : 'User menu'}
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
    </div>
  );
}
