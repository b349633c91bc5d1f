import Link from 'next/link';
import { formatPrice } from '@/lib/format';
import { formatOrderDate, itemCount, orderTotal, type Order } from '@/lib/sample-data/orders';

/** The account's orders, stacked into cards on phones. */
export function OrdersTable({ orders }: { orders: Order[] }) {
  return (
    <table className="table shop-table">
      <caption className="visually-hidden">Your orders</caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Date</th>
          <th scope="col">Status</th>
          <th scope="col">Total</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row" data-label="Order">
              {order.id}
            </th>
            <td data-label="Date">{formatOrderDate(order.placedOn)}</td>
            <td data-label="Status">
              <span className={`order-status order-status-${order.status.toLowerCase()}`}>{order.status}</span>
            </td>
            <td data-label="Total">
              {formatPrice(orderTotal(order))} for {itemCount(order)} {itemCount(order) === 1 ? 'item' : 'items'}
            </td>
            <td data-label="">
              <Link href={`/merchandise/track-order?order=${order.id}`} className="btn btn-outline-primary btn-sm">
                Track
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
