'use client';

import Link from 'next/link';
import { useState } from 'react';
import { QuantityCounter } from '@/components/cart/quantity-counter';
import { subtotalOf } from '@/lib/cart/quantity';
import { formatPrice } from '@/lib/format';
import { cartItems } from '@/lib/sample-data/cart';
import { slugOf } from '@/lib/slug';

/** The cart page: the sample cart's items with quantity counters, removal and the subtotal. */
export function CartTable() {
  const [items, setItems] = useState(cartItems);
  const subtotal = subtotalOf(items);

  return (
    <div className="cart-layout">
      <div className="cart-main">
        {items.length === 0 ? (
          <div className="shop-empty">
            <p>Your cart is empty.</p>
            <Link href="/merchandise/shop" className="btn btn-primary">
              Browse the shop
            </Link>
          </div>
        ) : (
          <table className="table shop-table">
            <caption className="visually-hidden">Items in your cart</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Price</th>
                <th scope="col">Quantity</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.name}>
                  <td className="shop-table-main">
                    <div className="shop-table-product">
                      <img src={item.thumbnail} alt="" width={64} height={64} />
                      <Link href={`/merchandise/product/${slugOf(item.name)}`}>{item.name}</Link>
                    </div>
                  </td>
                  <td data-label="Price">{formatPrice(item.price)}</td>
                  <td data-label="Quantity">
                    <QuantityCounter label={item.name} />
                  </td>
                  <td data-label="">
                    <button
                      type="button"
                      className="btn btn-link btn-sm shop-table-remove"
                      aria-label={`Remove ${item.name} from cart`}
                      onClick={() => setItems((list) => list.filter((other) => other.name !== item.name))}
                    >
                      <i className="bi bi-trash" aria-hidden="true" /> Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="shop-sample-note">
          <i className="bi bi-info-circle" aria-hidden="true" /> This is a sample cart: quantity changes and removals on this
          page are not saved, and the subtotal counts one of each item, as the cart drawer does.
        </p>
      </div>
      <aside className="shop-summary" aria-labelledby="cart-summary-heading">
        <h2 id="cart-summary-heading" className="shop-summary-title">
          Cart totals
        </h2>
        <dl className="shop-summary-rows">
          <div>
            <dt>Items</dt>
            <dd>{items.length}</dd>
          </div>
          <div>
            <dt>Shipping</dt>
            <dd>Free over $75</dd>
          </div>
          <div className="shop-summary-total">
            <dt>Subtotal</dt>
            <dd>{formatPrice(subtotal)}</dd>
          </div>
        </dl>
        <div className="d-grid gap-2">
          <Link href="/merchandise/checkout" className={`btn btn-primary${items.length === 0 ? ' disabled' : ''}`} aria-disabled={items.length === 0}>
            Proceed to checkout
          </Link>
          <Link href="/merchandise/shop" className="btn btn-outline-primary">
            Continue shopping
          </Link>
        </div>
      </aside>
    </div>
  );
}
