'use client';

import { useEffect, useState } from 'react';

/**
 * After a form closes, keyboard focus goes back to the button that opened it (marked with
 * `data-return-focus`), instead of falling to the top of the page with the removed form.
 */
export function useReturnFocus() {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (target === null) return;
    document.querySelector<HTMLElement>(`[data-return-focus="${CSS.escape(target)}"]`)?.focus();
    setTarget(null);
  }, [target]);
  return setTarget;
}
