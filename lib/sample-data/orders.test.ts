import { accountProfile, findOrder, formatOrderDate, itemCount, orders, orderSubtotal, orderTotal, SAMPLE_TRACKED_ORDER_ID, trackOrder } from './orders';
import { findProductBySlug } from './products';

describe('sample orders', () => {
  it('refer to products of the catalogue', () => {
    for (const order of orders) for (const line of order.lines) expect(findProductBySlug(line.slug)?.name).toBe(line.name);
  });

  it('add up', () => {
    const order = findOrder(SAMPLE_TRACKED_ORDER_ID)!;
    expect(orderSubtotal(order)).toBe(18 + 2 * 21);
    expect(orderTotal(order)).toBe(18 + 2 * 21 + 6);
    expect(itemCount(order)).toBe(3);
  });
});

describe('trackOrder', () => {
  it('finds the sample order by id and e-mail, ignoring case and spaces', () => {
    const result = trackOrder(' sw-10482 ', ' Jordan.Reyes@example.com');
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.order.trackingSteps.length).toBeGreaterThan(0);
  });

  it('says clearly when the id is unknown', () => {
    const result = trackOrder('SW-99999', accountProfile.email);
    expect(result).toEqual({ ok: false, error: expect.stringContaining('No order with ID “SW-99999” was found') });
  });

  it('refuses an e-mail that does not match the order', () => {
    const result = trackOrder(SAMPLE_TRACKED_ORDER_ID, 'someone@example.org');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/does not match/);
  });
});

describe('formatOrderDate', () => {
  it('formats ISO dates in UTC', () => {
    expect(formatOrderDate('2025-03-14')).toBe('Mar 14, 2025');
  });
});
