'use client';

import { useState } from 'react';
import { FormField } from '@/components/forms/form-field';
import { FormStatus } from '@/components/forms/form-status';
import { useFormFields } from '@/components/forms/use-form-fields';
import { accountProfile, SAMPLE_TRACKED_ORDER_ID, trackOrder, type Order } from '@/lib/sample-data/orders';
import { validateTrackOrder } from '@/lib/validation/shop-forms';
import { OrderTimeline } from './order-timeline';

/** Order ID and e-mail in; the order's status timeline, or a clear reason why none was found, out. */
export function TrackOrderForm({ initialOrderId = '' }: { initialOrderId?: string }) {
  const [order, setOrder] = useState<Order | null>(null);
  const { field, status, onSubmit } = useFormFields({
    initial: { orderId: initialOrderId, email: '' },
    validate: validateTrackOrder,
    idPrefix: 'track',
    clearErrorOnChange: true,
    onValid: ({ orderId, email }) => {
      const result = trackOrder(orderId, email);
      setOrder(result.ok ? result.order : null);
      if (!result.ok) return { tone: 'error', message: result.error };
    },
    onInvalid: () => setOrder(null),
  });

  return (
    <div className="track-order">
      <form className="shop-card" noValidate onSubmit={onSubmit} aria-label="Track your order">
        <p className="text-muted-theme">
          To track your order, enter your order ID and the e-mail address you used at checkout. You can find the ID in your
          receipt and confirmation e-mail.
        </p>
        <div className="shop-form-grid">
          <FormField look="shop" {...field('orderId')} label="Order ID" required placeholder="e.g. SW-10482" autoComplete="off" />
          <FormField look="shop" {...field('email')} label="Billing email" type="email" required autoComplete="email" placeholder="Email you used at checkout" />
        </div>
        <button type="submit" className="btn btn-primary mt-3">
          Track
        </button>
        <p className="small text-muted-theme mt-3 mb-0">
          Sample data: try order <strong>{SAMPLE_TRACKED_ORDER_ID}</strong> with <strong>{accountProfile.email}</strong>.
        </p>
      </form>
      <div>
        <FormStatus look="shop" status={status} />
        <div role="status" aria-live="polite">
          {order && <OrderTimeline order={order} />}
        </div>
      </div>
    </div>
  );
}
