'use client';

import { useEffect, useState } from 'react';
import { isScrolledPast } from '@/lib/scroll';

/** True while the window is scrolled more than `thresholdPx`. */
export function useScrolledPast(thresholdPx: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(isScrolledPast(window.scrollY, thresholdPx));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [thresholdPx]);
  return past;
}
