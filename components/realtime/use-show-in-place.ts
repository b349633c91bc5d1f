'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';

/**
 * A live note's Show: the page's server parts read again in place (router.refresh) in a transition
 * that `clear` (hiding the note) is part of, so the note goes when the new view is in, not before:
 * on a slow server the reader sees it is coming, and a change heard meanwhile (which the view read
 * may predate) keeps its note. `isShowing` is true until then.
 */
export function useShowInPlace(clear: () => void): { isShowing: boolean; show: () => void } {
  const router = useRouter();
  const [isShowing, startShowing] = useTransition();
  const show = () =>
    startShowing(() => {
      clear();
      router.refresh();
    });
  return { isShowing, show };
}
