'use client';

import { useRef, useState, type KeyboardEvent } from 'react';

const MOVES: ReadonlyMap<string, (index: number, count: number) => number> = new Map([
  ['ArrowRight', (index, count) => (index + 1) % count],
  ['ArrowDown', (index, count) => (index + 1) % count],
  ['ArrowLeft', (index, count) => (index - 1 + count) % count],
  ['ArrowUp', (index, count) => (index - 1 + count) % count],
  ['Home', () => 0],
  ['End', (_index, count) => count - 1],
]);

/**
 * The WAI-ARIA toolbar pattern: the toolbar is one Tab stop (the item last used), arrow keys move
 * between its items (wrapping), Home and End go to the first and last. Keys pressed in anything
 * else inside the toolbar (the link box) are left alone.
 */
export function useRovingTabStop(count: number) {
  const [stop, setStop] = useState(0);
  const items = useRef<(HTMLElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const from = items.current.indexOf(event.target as HTMLElement);
    const move = MOVES.get(event.key);
    if (from < 0 || !move) return;
    event.preventDefault();
    items.current[move(from, count)]?.focus();
  }

  const itemProps = (index: number) => ({
    ref: (element: HTMLElement | null) => {
      items.current[index] = element;
    },
    tabIndex: index === Math.min(stop, count - 1) ? 0 : -1,
    onFocus: () => setStop(index),
  });

  return { onKeyDown, itemProps };
}
