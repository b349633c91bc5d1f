'use client';

import { useEffect } from 'react';
import type { StatusMessage } from './form-status';

/**
 * Brings a form's outcome into view once a send succeeded: on a phone the form's foot is often
 * below the fold when the keyboard closes, and a "Thank you" nobody sees reads as nothing
 * happening. Focus moves to the status (read out again) only for the final notice, not for
 * "Sending…" or errors, which the fields already point to.
 */
export function useRevealStatus(statusId: string, status: StatusMessage | null) {
  const isDone = status?.tone === 'info';
  useEffect(() => {
    if (!isDone) return;
    const element = document.getElementById(statusId);
    if (!element) return;
    element.tabIndex = -1;
    element.focus({ preventScroll: true });
    element.scrollIntoView?.({ block: 'center', behavior: 'smooth' }); // jsdom has none
  }, [statusId, isDone, status?.message]);
}
