const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Prices in the shop's currency, e.g. $49.00. */
export function formatPrice(amount: number): string {
  return usd.format(amount);
}
