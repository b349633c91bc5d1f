/**
 * Whether a clamped element hides part of its text: its content is taller than the box it is
 * clamped to. A pixel of slack, since browsers round line boxes differently.
 */
export function isClampHidingText(element: Pick<HTMLElement, 'scrollHeight' | 'clientHeight'>): boolean {
  return element.scrollHeight > element.clientHeight + 1;
}
