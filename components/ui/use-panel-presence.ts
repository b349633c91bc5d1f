'use client';

import { useEffect, useState } from 'react';

/**
 * For a drawer or menu that is closed on almost every page view: whether its contents are in the
 * page (from the first opening on, so what the reader did inside it survives closing), and whether
 * it is shown. Until it is first opened nothing of it is rendered, so no page's start pays to
 * render and hydrate it. Shown comes two frames after opening, so a panel that was just added is
 * first painted closed and its opening transition runs as it always did.
 */
export function usePanelPresence(isOpen: boolean): { isMounted: boolean; isShown: boolean } {
  const [hasOpened, setOpened] = useState(isOpen);
  const [isShown, setShown] = useState(false);
  useEffect(() => {
    if (!isOpen) {
      setShown(false);
      return;
    }
    setOpened(true);
    let inner = 0;
    const outer = requestAnimationFrame(() => {
      inner = requestAnimationFrame(() => setShown(true));
    });
    return () => {
      cancelAnimationFrame(outer);
      cancelAnimationFrame(inner);
    };
  }, [isOpen]);
  return { isMounted: hasOpened || isOpen, isShown: isOpen && isShown };
}
