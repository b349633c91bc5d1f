'use client';

import { useState } from 'react';
import type { StatusMessage } from '@/components/forms/form-status';

/** The key of the status beside a list's add button; records use their own ids. */
export const NEW_RECORD = 'new';

/**
 * Where a list's last action says what it did: beside the button that did it, so the message is
 * in view (the add button for an added record, the record itself for an edit, a move or a delete).
 */
export function usePlacedStatus() {
  const [placed, setPlaced] = useState<{ at: string; status: StatusMessage } | null>(null);
  return {
    statusAt: (at: string) => (placed?.at === at ? placed.status : null),
    show: (at: string, status: StatusMessage) => setPlaced({ at, status }),
  };
}
