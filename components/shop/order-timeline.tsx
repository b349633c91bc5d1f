import { formatPrice } from '@/lib/format';
import { formatOrderDate, orderTotal, type Order } from '@/lib/sample-data/orders';

/** A found order: its summary and the status steps, done ones ticked and the next one marked current. */
export function OrderTimeline({ order }: { order: Order }) {
  const current = order.trackingSteps.findIndex((step) => !step.done);
  return (
    <section className="order-result" aria-labelledby="order-result-heading">
      <header className="order-result-header">
        <div>
          <h2 id="order-result-heading" className="shop-heading mb-1">
            Order {order.id}
          </h2>
          <p className="mb-0 text-muted-theme">
            Placed {formatOrderDate(order.placedOn)} · {formatPrice(orderTotal(order))}
          </p>
        </div>
        <span className={`order-status order-status-${order.status.toLowerCase()}`}>{order.status}</span>
      </header>
      {order.carrier && (
        <p className="small">
          <i className="bi bi-truck" aria-hidden="true" /> {order.carrier}
        </p>
      )}
      <ol className="order-timeline list-unstyled">
        {order.trackingSteps.map((step, index) => {
          const state = step.done ? 'done' : index === current ? 'current' : 'pending';
          return (
            <li key={step.label} className={`order-step ${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="order-step-marker" aria-hidden="true">
                <i className={`bi ${step.done ? 'bi-check-lg' : index === current ? 'bi-arrow-right-short' : 'bi-circle'}`} />
              </span>
              <div>
                <p className="order-step-label">
                  {step.label}
                  <span className="visually-hidden"> ({state === 'done' ? 'completed' : state === 'current' ? 'next step' : 'not yet'})</span>
                </p>
                <p className="order-step-detail">
                  {step.date ? `${formatOrderDate(step.date)} · ` : ''}
                  {step.done ? step.detail : 'Not yet'}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
      <ul className="order-lines list-unstyled">
        {order.lines.map((line) => (
          <li key={line.slug}>
            <span>
              {line.quantity} × {line.name}
            </span>
            <span>{formatPrice(line.quantity * line.unitPrice)}</span>
          </li>
        ))}
        <li>
          <span>Shipping</span>
          <span>{order.shipping === 0 ? 'Free' : formatPrice(order.shipping)}</span>
        </li>
        <li className="order-lines-total">
          <span>Total</span>
          <span>{formatPrice(orderTotal(order))}</span>
        </li>
      </ul>
    </section>
  );
}
