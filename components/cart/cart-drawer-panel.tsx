'use client';

import Link from 'next/link';
import { useState } from 'react';
import { subtotalOf } from '@/lib/cart/quantity';
import { formatPrice } from '@/lib/format';
import { cartItems } from '@/lib/sample-data/cart';
import { useDialogPanel } from '@/components/ui/use-dialog-panel';
import { QuantityCounter } from './quantity-counter';

/**
 * The "Shopping Cart" drawer's contents: the sample cart, its counters and deletions (kept when the
 * drawer closes). Loaded on the drawer's first opening (cart-drawer.tsx); shown two frames after
 * it is added, so it slides in as it always did.
 */
export function CartDrawerPanel({ isOpen, onClose: close }: { isOpen: boolean; onClose: () => void }) {
  const { isShown, closeRef } = useDialogPanel(isOpen, close);
  const [items, setItems] = useState(cartItems);

  return (
    <>
      <div className={`cart-backdrop${isShown ? ' show' : ''}`} onClick={close} aria-hidden="true" />
      <aside
        id="cart-drawer"
        className={`cart-drawer${isShown ? ' show' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-drawer-title"
        aria-hidden={!isOpen}
        inert={!isOpen}
      >
        <header className="cart-drawer-header">
          <h2 id="cart-drawer-title" className="h5 mb-0">
            Shopping Cart ({items.length})
          </h2>
          <button ref={closeRef} type="button" className="btn-close" aria-label="Close cart" onClick={close} />
        </header>
        <p className="cart-drawer-sample">The shop’s sample items, the same for everyone: nothing here was added by you.</p>
        {items.length === 0 ? (
          <p className="cart-drawer-empty">Your cart is empty.</p>
        ) : (
          <ul className="cart-drawer-items list-unstyled">
            {items.map((item) => (
              <li key={item.name} className="cart-drawer-item">
                <img src={item.thumbnail} alt={item.name} width={72} height={72} />
                <div className="cart-drawer-item-body">
                  <p className="cart-drawer-item-name">{item.name}</p>
                  <p className="cart-drawer-item-price">{formatPrice(item.price)}</p>
                  <div className="cart-drawer-item-actions">
                    <QuantityCounter label={item.name} />
                    <button
                      type="button"
                      className="btn btn-link btn-sm cart-drawer-delete"
                      onClick={() => setItems((list) => list.filter((other) => other.name !== item.name))}
                    >
                      Delete
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
        <footer className="cart-drawer-footer">
          <p className="cart-drawer-subtotal">
            <span>Subtotal:</span> <strong>{formatPrice(subtotalOf(items))}</strong>
          </p>
          <div className="d-grid gap-2">
            {/* The drawer is on every page, but checking out is rare: no prefetch of the shop's pages. */}
            <Link href="/merchandise/checkout" prefetch={false} className="btn btn-primary" onClick={close}>
              Checkout
            </Link>
            <Link href="/merchandise/cart" prefetch={false} className="btn btn-outline-primary" onClick={close}>
              View Cart
            </Link>
          </div>
        </footer>
      </aside>
    </>
  );
}
