'use client';

import { useSyncExternalStore } from 'react';

type Dir = 'ltr' | 'rtl';

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

const getSnapshot = (): Dir => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');
const getServerSnapshot = (): Dir => 'ltr';

/**
 * The reading direction on <html>, kept current when the settings panel switches it. Sliders
 * key on it: Swiper reads the direction only when it starts, so a switch restarts them.
 */
export function useDocumentDir(): Dir {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
