'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { usePanelPresence } from './use-panel-presence';

/**
 * A side panel that opens as a dialog (the cart drawer, the settings panel): shown two frames
 * after it is added (usePanelPresence), focus on its close button once visible (a hidden button
 * cannot take it), and Escape closes it while open.
 */
export function useDialogPanel(isOpen: boolean, close: () => void): { isShown: boolean; closeRef: RefObject<HTMLButtonElement | null> } {
  const { isShown } = usePanelPresence(isOpen);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (isShown) closeRef.current?.focus();
  }, [isShown]);

  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen, close]);

  return { isShown, closeRef };
}
