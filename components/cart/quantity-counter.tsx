'use client';

import { useState } from 'react';
import { QUANTITY_COUNTER_START } from '@/lib/constants/ui';
import { stepQuantity } from '@/lib/cart/quantity';

/** The cart's − n + counter: starts at 2, never below 0. */
export function QuantityCounter({ label, initial = QUANTITY_COUNTER_START }: { label: string; initial?: number }) {
  const [quantity, setQuantity] = useState(initial);
  return (
    <div className="quantity-counter" role="group" aria-label={`Quantity of ${label}`}>
      <button type="button" className="btn btn-sm" aria-label="Decrease quantity" onClick={() => setQuantity((q) => stepQuantity(q, -1))}>
        <i className="bi bi-dash" aria-hidden="true" />
      </button>
      <output className="quantity-value" aria-live="polite">
        {quantity}
      </output>
      <button type="button" className="btn btn-sm" aria-label="Increase quantity" onClick={() => setQuantity((q) => stepQuantity(q, 1))}>
        <i className="bi bi-plus" aria-hidden="true" />
      </button>
    </div>
  );
}
