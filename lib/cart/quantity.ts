import { QUANTITY_COUNTER_MIN } from '@/lib/constants/ui';

/** One step of the cart's quantity counter: +1 or −1, never below 0 (SPEC §4). */
export function stepQuantity(quantity: number, step: 1 | -1): number {
  return Math.max(QUANTITY_COUNTER_MIN, quantity + step);
}

export function subtotalOf(items: { price: number }[]): number {
  return items.reduce((sum, item) => sum + item.price, 0);
}
