'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Open/closed state for a menu or panel: toggles from its button, closes on Escape (returning
 * focus to the button) and on a click outside the container.
 */
export function useDisclosure<C extends HTMLElement = HTMLElement, B extends HTMLElement = HTMLButtonElement>() {
  const [isOpen, setOpen] = useState(false);
  const containerRef = useRef<C>(null);
  const buttonRef = useRef<B>(null);

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((open) => !open), []);

  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [isOpen]);

  return { isOpen, toggle, close, containerRef, buttonRef };
}
