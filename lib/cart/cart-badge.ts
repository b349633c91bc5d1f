/** The most a header badge spells out; more reads as "9+". */
const BADGE_MAX = 9;

/**
 * What the header's cart badge says for the items a visitor put in the cart themselves: nothing
 * when they added none. The drawer's sample items (SPEC §2) are the theme's, not the visitor's,
 * so they never count: a badge of 3 for someone who added nothing would say they had.
 */
export function cartBadgeOf(addedByVisitor: number): string | null {
  if (!Number.isFinite(addedByVisitor) || addedByVisitor < 1) return null;
  return addedByVisitor > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(addedByVisitor));
}

/** The cart button's name: says how many the visitor added, or that the cart holds the shop's samples. */
export function cartButtonLabelOf(addedByVisitor: number): string {
  const badge = cartBadgeOf(addedByVisitor);
  return badge ? `Open cart, ${badge} items` : 'Open cart (the shop’s sample items)';
}
