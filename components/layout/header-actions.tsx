'use client';

import { useCurrentUser } from '@/components/auth/use-current-user';
import { useCartDrawer } from '@/components/cart/cart-drawer-provider';
import { SettingsPanel } from '@/components/settings/settings-panel';
import { displayNameOf } from '@/lib/auth/session-user';
import { cartItems } from '@/lib/sample-data/cart';
import type { NavLink } from '@/lib/navigation/routes';
import { GuestAccountLinks } from './guest-account-links';
import { UserMenu } from './user-menu';

/**
 * The icons at the end of a header: settings, cart, and the account: the signed-in user's menu
 * (the user and Logout, SPEC §6), or for a guest the menu's guest links (Sign in, Join) in plain
 * sight. Until Amplify has answered (and without JavaScript) the reader counts as a guest: most
 * readers are, and a guest must never see what looks like someone signed in.
 */
export function HeaderActions({ userMenu }: { userMenu: NavLink[] }) {
  const { open: openCart } = useCartDrawer();
  const current = useCurrentUser();
  const isSignedIn = current.status === 'signedIn';
  return (
    <div className="header-actions">
      <SettingsPanel />
      <button type="button" className="header-icon-button" aria-label={`Open cart, ${cartItems.length} items`} onClick={openCart}>
        <i className="bi bi-bag" aria-hidden="true" />
        <span className="header-badge">{cartItems.length}</span>
      </button>
      {isSignedIn ? (
        <UserMenu displayName={displayNameOf(current.user)} links={userMenu.filter(({ audience }) => audience !== 'guest')} />
      ) : (
        <GuestAccountLinks links={userMenu.filter(({ audience }) => audience === 'guest')} />
      )}
    </div>
  );
}
