/**
 * The sample shop account: its orders, addresses and one tracked order with its status steps.
 * Nothing here is a real order; the account, orders and track-order pages show this data and
 * say so.
 */
export type OrderStatus = 'Processing' | 'Shipped' | 'Delivered' | 'Cancelled';

export type OrderLine = { slug: string; name: string; quantity: number; unitPrice: number };

export type TrackingStep = { label: string; detail: string; date?: string; done: boolean };

export type Order = {
  id: string;
  email: string;
  placedOn: string;
  status: OrderStatus;
  lines: OrderLine[];
  shipping: number;
  carrier?: string;
  trackingSteps: TrackingStep[];
};

export type Address = {
  label: 'Billing address' | 'Shipping address';
  name: string;
  lines: string[];
  phone?: string;
};

export type AccountProfile = { firstName: string; lastName: string; displayName: string; email: string };

export const accountProfile: AccountProfile = {
  firstName: 'Jordan',
  lastName: 'Reyes',
  displayName: 'jordan.reyes',
  email: 'jordan.reyes@example.com',
};

export const accountAddresses: Address[] = [
  {
    label: 'Billing address',
    name: 'Jordan Reyes',
    lines: ['1420 Market Street, Apt 5B', 'San Francisco, CA 94103', 'United States'],
    phone: '+1 415 555 0142',
  },
  {
    label: 'Shipping address',
    name: 'Jordan Reyes',
    lines: ['Studio 9, 88 Harbour Road', 'Oakland, CA 94607', 'United States'],
  },
];

export const orders: Order[] = [
  {
    id: 'SW-10482',
    email: accountProfile.email,
    placedOn: '2025-03-14',
    status: 'Shipped',
    carrier: 'Parcel Express · 1Z 84F 2R1 03 5567 2210',
    lines: [
      { slug: 'signal-over-noise-hoodie', name: 'Signal Over Noise Hoodie', quantity: 1, unitPrice: 18 },
      { slug: 'stoicism-for-creators', name: 'Stoicism for Creators', quantity: 2, unitPrice: 21 },
    ],
    shipping: 6,
    trackingSteps: [
      { label: 'Order placed', detail: 'We received your order.', date: '2025-03-14', done: true },
      { label: 'Payment confirmed', detail: 'Your payment was authorised.', date: '2025-03-14', done: true },
      { label: 'Packed', detail: 'Items picked and packed at our Reno warehouse.', date: '2025-03-15', done: true },
      { label: 'Shipped', detail: 'Handed to Parcel Express.', date: '2025-03-16', done: true },
      { label: 'Out for delivery', detail: 'The courier has your parcel.', done: false },
      { label: 'Delivered', detail: 'Signed for at the shipping address.', done: false },
    ],
  },
  {
    id: 'SW-10371',
    email: accountProfile.email,
    placedOn: '2025-02-02',
    status: 'Delivered',
    carrier: 'Parcel Express · 1Z 84F 2R1 03 5512 0087',
    lines: [
      { slug: 'memento-mori-mug', name: 'Memento Mori Mug', quantity: 2, unitPrice: 16 },
      { slug: 'the-discipline-ledger', name: 'The Discipline Ledger', quantity: 1, unitPrice: 19 },
    ],
    shipping: 0,
    trackingSteps: [
      { label: 'Order placed', detail: 'We received your order.', date: '2025-02-02', done: true },
      { label: 'Payment confirmed', detail: 'Your payment was authorised.', date: '2025-02-02', done: true },
      { label: 'Packed', detail: 'Items picked and packed at our Reno warehouse.', date: '2025-02-03', done: true },
      { label: 'Shipped', detail: 'Handed to Parcel Express.', date: '2025-02-04', done: true },
      { label: 'Out for delivery', detail: 'The courier had your parcel.', date: '2025-02-07', done: true },
      { label: 'Delivered', detail: 'Left with reception.', date: '2025-02-07', done: true },
    ],
  },
  {
    id: 'SW-10207',
    email: accountProfile.email,
    placedOn: '2024-12-09',
    status: 'Cancelled',
    lines: [{ slug: 'information-warfare-field-map-poster', name: 'Information Warfare Field Map Poster', quantity: 1, unitPrice: 28 }],
    shipping: 6,
    trackingSteps: [
      { label: 'Order placed', detail: 'We received your order.', date: '2024-12-09', done: true },
      { label: 'Cancelled', detail: 'Cancelled at your request before packing; no charge was taken.', date: '2024-12-10', done: true },
    ],
  },
];

/** The order the track-order page suggests trying. */
export const SAMPLE_TRACKED_ORDER_ID = 'SW-10482';

export function orderSubtotal(order: Pick<Order, 'lines'>): number {
  return order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
}

export function orderTotal(order: Pick<Order, 'lines' | 'shipping'>): number {
  return orderSubtotal(order) + order.shipping;
}

export function itemCount(order: Pick<Order, 'lines'>): number {
  return order.lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Order IDs are matched without regard to case or surrounding spaces, e.g. " sw-10482 ". */
export function normaliseOrderId(value: string): string {
  return value.trim().toUpperCase();
}

export function findOrder(id: string): Order | undefined {
  const wanted = normaliseOrderId(id);
  return orders.find((order) => order.id === wanted);
}

export type TrackResult = { ok: true; order: Order } | { ok: false; error: string };

/** Looks an order up by its ID and the e-mail address it was placed with. */
export function trackOrder(id: string, email: string): TrackResult {
  const order = findOrder(id);
  if (!order) {
    return { ok: false, error: `No order with ID “${id.trim()}” was found. Order IDs look like ${SAMPLE_TRACKED_ORDER_ID}.` };
  }
  if (order.email.toLowerCase() !== email.trim().toLowerCase()) {
    return { ok: false, error: `That e-mail address does not match the one used for order ${order.id}.` };
  }
  return { ok: true, order };
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** An ISO date (yyyy-mm-dd) as e.g. "Mar 14, 2025", the same on server and client. */
export function formatOrderDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
