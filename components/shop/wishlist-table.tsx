'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useCartDrawer } from '@/components/cart/cart-drawer-provider';
import { stockLabel, type Product } from '@/lib/sample-data/products';
import { PriceTag } from './price-tag';

/** The sample wishlist: products with price and stock; removal is local and "add to cart" says it adds nothing. */
export function WishlistTable({ products }: { products: Product[] }) {
  const [items, setItems] = useState(products);
  const [notice, setNotice] = useState<{ text: string; showCart: boolean } | null>(null);
  const { open: openCart } = useCartDrawer();

  return (
    <div>
      {items.length === 0 ? (
        <div className="shop-empty">
          <p>Your wishlist is empty.</p>
          <Link href="/merchandise/shop" className="btn btn-primary">
            Browse the shop
          </Link>
        </div>
      ) : (
        <table className="table shop-table">
          <caption className="visually-hidden">Products on your wishlist</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Price</th>
              <th scope="col">Stock</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((product) => (
              <tr key={product.slug}>
                <td className="shop-table-main">
                  <div className="shop-table-product">
                    <img src={product.images[0]} alt="" width={64} height={64} />
                    <Link href={`/merchandise/product/${product.slug}`}>{product.name}</Link>
                  </div>
                </td>
                <td data-label="Price">
                  <PriceTag product={product} />
                </td>
                <td data-label="Stock">
                  <span className={`stock-pill${product.stock === 0 ? ' out' : ''}`}>{stockLabel(product.stock)}</span>
                </td>
                <td data-label="">
                  <div className="shop-table-actions">
                    <button
                      type="button"
                      className="btn btn-primary btn-sm"
                      disabled={product.stock === 0}
                      onClick={() =>
                        setNotice({
                          text: `${product.name} was not added: the cart currently holds fixed sample items and cannot take new ones yet.`,
                          showCart: true,
                        })
                      }
                    >
                      Add to cart
                    </button>
                    <button
                      type="button"
                      className="btn btn-link btn-sm shop-table-remove"
                      aria-label={`Remove ${product.name} from wishlist`}
                      onClick={() => {
                        setItems((list) => list.filter((other) => other.slug !== product.slug));
                        setNotice({
                          text: `${product.name} was removed from this page; the sample wishlist is not saved, so it returns when you reload.`,
                          showCart: false,
                        });
                      }}
                    >
                      <i className="bi bi-x-lg" aria-hidden="true" /> Remove
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className={`shop-notice${notice ? ' shop-notice-info' : ''}`} role="status" aria-live="polite">
        {notice && (
          <p className="mb-0">
            {notice.text}{' '}
            {notice.showCart && (
              <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={openCart}>
                Open the sample cart
              </button>
            )}
          </p>
        )}
      </div>
      <p className="shop-sample-note">
        <i className="bi bi-info-circle" aria-hidden="true" /> This is a sample wishlist. Saving products to a wishlist arrives
        with sign-in.
      </p>
    </div>
  );
}
