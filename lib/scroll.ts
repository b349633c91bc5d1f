/** Whether the page has scrolled strictly further than a threshold (SPEC §4: "more than"). */
export function isScrolledPast(scrollY: number, thresholdPx: number): boolean {
  return scrollY > thresholdPx;
}
