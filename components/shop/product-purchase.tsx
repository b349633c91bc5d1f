'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { useCartDrawer } from '@/components/cart/cart-drawer-provider';
import { clampQuantity, type Product } from '@/lib/sample-data/products';

type Notice = { tone: 'info' | 'error'; text: string; showCart?: boolean };

function ChoiceGroup({ legend, name, options, value, onChange }: { legend: string; name: string; options: string[]; value: string; onChange: (value: string) => void }) {
  return (
    <fieldset className="variant-choice">
      <legend>
        {legend}: <span className="variant-choice-value">{value || 'choose one'}</span>
      </legend>
      <div className="variant-options">
        {options.map((option) => (
          <label key={option} className={`variant-option${option === value ? ' selected' : ''}`}>
            <input type="radio" name={name} value={option} checked={option === value} onChange={() => onChange(option)} />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Size, colour and quantity, with add-to-cart and wishlist buttons. The cart holds fixed sample
 * items and wishlists are not stored yet, so the buttons say exactly that instead of pretending.
 */
export function ProductPurchase({ product }: { product: Product }) {
  const id = useId();
  const { open: openCart } = useCartDrawer();
  const { sizes, colours } = product.variants;
  const [size, setSize] = useState(sizes.length === 1 ? sizes[0] : '');
  const [colour, setColour] = useState(colours[0] ?? '');
  const [quantity, setQuantity] = useState(clampQuantity(1, product.stock));
  const [notice, setNotice] = useState<Notice | null>(null);
  const soldOut = product.stock <= 0;

  function addToCart() {
    if (sizes.length > 0 && !size) {
      setNotice({ tone: 'error', text: 'Please choose a size first.' });
      return;
    }
    const choice = [size, colour].filter(Boolean).join(', ');
    setNotice({
      tone: 'info',
      text: `${quantity} × ${product.name}${choice ? ` (${choice})` : ''} was not added: the cart currently holds fixed sample items and cannot take new ones yet.`,
      showCart: true,
    });
  }

  function addToWishlist() {
    setNotice({
      tone: 'info',
      text: `Wishlists are not saved yet, so ${product.name} was not added. The wishlist page shows sample items.`,
    });
  }

  return (
    <div className="product-purchase">
      {sizes.length > 0 && <ChoiceGroup legend="Size" name={`${id}-size`} options={sizes} value={size} onChange={setSize} />}
      {colours.length > 0 && (
        <ChoiceGroup legend={product.category === 'books' ? 'Format' : 'Colour'} name={`${id}-colour`} options={colours} value={colour} onChange={setColour} />
      )}
      <div className="product-purchase-actions">
        <div className="quantity-counter" role="group" aria-label={`Quantity of ${product.name}`}>
          <button type="button" className="btn btn-sm" aria-label="Decrease quantity" disabled={soldOut || quantity <= 1} onClick={() => setQuantity((q) => clampQuantity(q - 1, product.stock))}>
            <i className="bi bi-dash" aria-hidden="true" />
          </button>
          <output className="quantity-value" aria-live="polite">
            {quantity}
          </output>
          <button type="button" className="btn btn-sm" aria-label="Increase quantity" disabled={soldOut || quantity >= product.stock} onClick={() => setQuantity((q) => clampQuantity(q + 1, product.stock))}>
            <i className="bi bi-plus" aria-hidden="true" />
          </button>
        </div>
        <button type="button" className="btn btn-primary" disabled={soldOut} onClick={addToCart}>
          <i className="bi bi-bag-plus" aria-hidden="true" /> {soldOut ? 'Out of stock' : 'Add to cart'}
        </button>
        <button type="button" className="btn btn-outline-primary" onClick={addToWishlist}>
          <i className="bi bi-heart" aria-hidden="true" /> Wishlist
        </button>
      </div>
      <div className={`shop-notice${notice ? ` shop-notice-${notice.tone}` : ''}`} role="status" aria-live="polite">
        {notice && (
          <>
            <p className="mb-0">{notice.text}</p>
            {notice.showCart && (
              <p className="mb-0 shop-notice-links">
                <button type="button" className="btn btn-link btn-sm p-0" onClick={openCart}>
                  Open the sample cart
                </button>
                <Link href="/merchandise/cart">View cart page</Link>
              </p>
            )}
          </>
        )}
      </div>
    </div>
  );
}
