import { QUANTITY_COUNTER_START } from '@/lib/constants/ui';
import { cartItems } from '@/lib/sample-data/cart';
import { stepQuantity, subtotalOf } from './quantity';

describe('quantity counter', () => {
  it('starts at 2 and steps by one', () => {
    expect(QUANTITY_COUNTER_START).toBe(2);
    expect(stepQuantity(2, 1)).toBe(3);
    expect(stepQuantity(2, -1)).toBe(1);
  });

  it('never goes below 0', () => {
    let quantity = QUANTITY_COUNTER_START;
    for (let i = 0; i < 5; i++) quantity = stepQuantity(quantity, -1);
    expect(quantity).toBe(0);
  });

  it('gives the sample cart its $49.00 subtotal', () => {
    expect(cartItems.map((item) => item.price)).toEqual([13, 18, 18]);
    expect(subtotalOf(cartItems)).toBe(49);
  });
});
