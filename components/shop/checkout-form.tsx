'use client';

import Link from 'next/link';
import { FormField } from '@/components/forms/form-field';
import { FormStatus } from '@/components/forms/form-status';
import { useFormFields } from '@/components/forms/use-form-fields';
import { subtotalOf } from '@/lib/cart/quantity';
import { formatPrice } from '@/lib/format';
import { cartItems } from '@/lib/sample-data/cart';
import { emptyCheckout, validateCheckout } from '@/lib/validation/shop-forms';

const COUNTRIES = ['United States', 'Canada', 'United Kingdom', 'Ireland', 'Germany', 'France', 'Netherlands', 'Australia', 'New Zealand', 'Other'];

/**
 * Billing details and the order summary. It checks the details and keeps what was typed on
 * error. Online ordering is not open yet: no order is placed, nothing is charged or stored,
 * and the form says so.
 */
export function CheckoutForm() {
  const { field, status, onSubmit } = useFormFields({
    initial: emptyCheckout,
    validate: validateCheckout,
    idPrefix: 'checkout',
    clearErrorOnChange: true,
    onValid: ({ firstName }) =>
      `Thanks, ${firstName.trim()} — your details are complete. Online ordering is not open yet, so no order was placed, nothing was charged and nothing you typed was stored.`,
  });

  return (
    <form className="checkout-layout" noValidate onSubmit={onSubmit} aria-label="Checkout">
      <div className="checkout-main">
        <div className="shop-callout" role="note">
          <i className="bi bi-exclamation-circle" aria-hidden="true" />
          <p className="mb-0">
            <strong>Orders cannot be placed yet.</strong> This checkout only checks your details; there is no payment step
            and nothing is sent or stored.
          </p>
        </div>
        <fieldset className="shop-card">
          <legend className="shop-card-title">Billing details</legend>
          <div className="shop-form-grid">
            <FormField look="shop" {...field('firstName')} label="First name" required autoComplete="given-name" />
            <FormField look="shop" {...field('lastName')} label="Last name" required autoComplete="family-name" />
            <FormField look="shop" {...field('email')} label="Email address" type="email" required autoComplete="email" />
            <FormField look="shop" {...field('phone')} label="Phone" type="tel" autoComplete="tel" />
            <FormField look="shop" {...field('country')} label="Country / region" required autoComplete="country-name" options={COUNTRIES} className="span-2" />
            <FormField look="shop" {...field('address')} label="Street address" required autoComplete="street-address" placeholder="House number and street name" className="span-2" />
            <FormField look="shop" {...field('city')} label="Town / city" required autoComplete="address-level2" />
            <FormField look="shop" {...field('postcode')} label="Postcode / ZIP" required autoComplete="postal-code" />
            <FormField look="shop" {...field('notes')} label="Order notes" rows={3} placeholder="Notes about your order, e.g. delivery instructions" className="span-2" />
          </div>
        </fieldset>
      </div>

      <aside className="shop-summary" aria-labelledby="checkout-summary-heading">
        <h2 id="checkout-summary-heading" className="shop-summary-title">
          Your order
        </h2>
        <ul className="checkout-items list-unstyled">
          {cartItems.map((item) => (
            <li key={item.name}>
              <img src={item.thumbnail} alt="" width={48} height={48} />
              <span className="checkout-item-name">{item.name}</span>
              <span className="checkout-item-price">{formatPrice(item.price)}</span>
            </li>
          ))}
        </ul>
        <dl className="shop-summary-rows">
          <div>
            <dt>Shipping</dt>
            <dd>Free over $75</dd>
          </div>
          <div className="shop-summary-total">
            <dt>Subtotal</dt>
            <dd>{formatPrice(subtotalOf(cartItems))}</dd>
          </div>
        </dl>
        <div className="checkout-payment">
          <p className="fw-semibold mb-1">
            <i className="bi bi-credit-card" aria-hidden="true" /> Payment
          </p>
          <p className="small text-muted-theme mb-0">
            No payment is taken on this site yet, so there is no card form. Ordering opens when payments do.
          </p>
        </div>
        <button type="submit" className="btn btn-primary w-100">
          Check my details
        </button>
        <FormStatus look="shop" status={status} />
        <p className="small text-muted-theme mb-0">
          Questions? <Link href="/extra/contact-us">Contact us</Link> or read the <Link href="/extra/faq">FAQ</Link>.
        </p>
      </aside>
    </form>
  );
}
