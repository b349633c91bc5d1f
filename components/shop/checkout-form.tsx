'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { subtotalOf } from '@/lib/cart/quantity';
import { formatPrice } from '@/lib/format';
import { cartItems } from '@/lib/sample-data/cart';
import { FormField } from './form-field';
import { checkoutFields, emptyCheckout, hasErrors, validateCheckout, type CheckoutField, type CheckoutValues, type FieldErrors } from './shop-validation';

const COUNTRIES = ['United States', 'Canada', 'United Kingdom', 'Ireland', 'Germany', 'France', 'Netherlands', 'Australia', 'New Zealand', 'Other'];

/**
 * Billing details and the order summary. It checks the details and keeps what was typed on
 * error. Online ordering is not open yet: no order is placed, nothing is charged or stored,
 * and the form says so.
 */
export function CheckoutForm() {
  const [values, setValues] = useState<CheckoutValues>(emptyCheckout);
  const [errors, setErrors] = useState<FieldErrors<CheckoutField>>({});
  const [notice, setNotice] = useState<string | null>(null);

  const field = (name: CheckoutField) => ({
    id: `checkout-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateCheckout(values);
    setErrors(found);
    if (hasErrors(found)) {
      setNotice(null);
      const first = checkoutFields.find((name) => found[name]);
      if (first) document.getElementById(`checkout-${first}`)?.focus();
      return;
    }
    setNotice(
      `Thanks, ${values.firstName.trim()} — your details are complete. Online ordering is not open yet, so no order was placed, nothing was charged and nothing you typed was stored.`,
    );
  }

  return (
    <form className="checkout-layout" noValidate onSubmit={submit} aria-label="Checkout">
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
            <FormField {...field('firstName')} label="First name" required autoComplete="given-name" />
            <FormField {...field('lastName')} label="Last name" required autoComplete="family-name" />
            <FormField {...field('email')} label="Email address" type="email" required autoComplete="email" />
            <FormField {...field('phone')} label="Phone" type="tel" autoComplete="tel" />
            <FormField {...field('country')} label="Country / region" required autoComplete="country-name" options={COUNTRIES} className="span-2" />
            <FormField {...field('address')} label="Street address" required autoComplete="street-address" placeholder="House number and street name" className="span-2" />
            <FormField {...field('city')} label="Town / city" required autoComplete="address-level2" />
            <FormField {...field('postcode')} label="Postcode / ZIP" required autoComplete="postal-code" />
            <FormField {...field('notes')} label="Order notes" multiline placeholder="Notes about your order, e.g. delivery instructions" className="span-2" />
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
        <div className={`shop-notice${notice ? ' shop-notice-info' : ''}`} role="status" aria-live="polite">
          {notice && <p className="mb-0">{notice}</p>}
        </div>
        <p className="small text-muted-theme mb-0">
          Questions? <Link href="/extra/contact-us">Contact us</Link> or read the <Link href="/extra/faq">FAQ</Link>.
        </p>
      </aside>
    </form>
  );
}
