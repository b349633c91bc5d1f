'use client';

import { useState, type FormEvent } from 'react';
import { accountProfile, SAMPLE_TRACKED_ORDER_ID, trackOrder, type Order } from '@/lib/sample-data/orders';
import { FormField } from './form-field';
import { OrderTimeline } from './order-timeline';
import { hasErrors, validateTrackOrder, type FieldErrors, type TrackField, type TrackValues } from './shop-validation';

/** Order ID and e-mail in; the order's status timeline, or a clear reason why none was found, out. */
export function TrackOrderForm({ initialOrderId = '' }: { initialOrderId?: string }) {
  const [values, setValues] = useState<TrackValues>({ orderId: initialOrderId, email: '' });
  const [errors, setErrors] = useState<FieldErrors<TrackField>>({});
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [order, setOrder] = useState<Order | null>(null);

  const field = (name: TrackField) => ({
    id: `track-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateTrackOrder(values);
    setErrors(found);
    setOrder(null);
    setLookupError(null);
    if (hasErrors(found)) {
      document.getElementById(found.orderId ? 'track-orderId' : 'track-email')?.focus();
      return;
    }
    const result = trackOrder(values.orderId, values.email);
    if (result.ok) setOrder(result.order);
    else setLookupError(result.error);
  }

  return (
    <div className="track-order">
      <form className="shop-card" noValidate onSubmit={submit} aria-label="Track your order">
        <p className="text-muted-theme">
          To track your order, enter your order ID and the e-mail address you used at checkout. You can find the ID in your
          receipt and confirmation e-mail.
        </p>
        <div className="shop-form-grid">
          <FormField {...field('orderId')} label="Order ID" required placeholder="e.g. SW-10482" autoComplete="off" />
          <FormField {...field('email')} label="Billing email" type="email" required autoComplete="email" placeholder="Email you used at checkout" />
        </div>
        <button type="submit" className="btn btn-primary mt-3">
          Track
        </button>
        <p className="small text-muted-theme mt-3 mb-0">
          Sample data: try order <strong>{SAMPLE_TRACKED_ORDER_ID}</strong> with <strong>{accountProfile.email}</strong>.
        </p>
      </form>
      <div role="status" aria-live="polite">
        {lookupError && (
          <div className="shop-notice shop-notice-error">
            <p className="mb-0">
              <i className="bi bi-exclamation-triangle" aria-hidden="true" /> {lookupError}
            </p>
          </div>
        )}
        {order && <OrderTimeline order={order} />}
      </div>
    </div>
  );
}
