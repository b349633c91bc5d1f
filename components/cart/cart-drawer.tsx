'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useCartDrawer } from './cart-drawer-provider';

const loadCartDrawerPanel = () => import('./cart-drawer-panel');
const CartDrawerPanel = dynamic(() => loadCartDrawerPanel().then((module) => module.CartDrawerPanel), { ssr: false });

/** Fetches the drawer's code ahead of a click (the cart buttons call it when pointed at or focused). */
export const preloadCartDrawer = () => void loadCartDrawerPanel();

/**
 * The "Shopping Cart" drawer: slides in from the inline end with the sample cart. Its code loads,
 * and it is rendered, from its first opening on (and kept, with its counters and deletions, when
 * closed), so pages neither download nor render and hydrate a drawer few readers open.
 */
export function CartDrawer() {
  const { isOpen, close } = useCartDrawer();
  const [hasOpened, setOpened] = useState(false);
  if (isOpen && !hasOpened) setOpened(true);
  return isOpen || hasOpened ? <CartDrawerPanel isOpen={isOpen} onClose={close} /> : null;
}
