import { cartItems } from '@/lib/sample-data/cart';
import { cartBadgeOf, cartButtonLabelOf } from './cart-badge';

describe('cartBadgeOf', () => {
  it.each([
    [0, null],
    [-1, null],
    [Number.NaN, null],
    [1, '1'],
    [9, '9'],
    [12, '9+'],
  ])('%s added → %s', (count, expected) => expect(cartBadgeOf(count)).toBe(expected));

  it('shows no badge for a visitor who added nothing, though the drawer holds the sample items', () => {
    expect(cartItems).toHaveLength(3);
    expect(cartBadgeOf(0)).toBeNull();
    expect(cartButtonLabelOf(0)).toBe('Open cart (the shop’s sample items)');
  });

  it('names the count when there is one', () => expect(cartButtonLabelOf(2)).toBe('Open cart, 2 items'));
});
