let usd: Intl.NumberFormat | undefined;

/** Prices in the shop's currency, e.g. $49.00. The formatter is made on first use: making one costs tens of ms on a phone, and most pages that load this module never show a price. */
export function formatPrice(amount: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(amount);
}
