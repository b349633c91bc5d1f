'use client';

import { useScrolledPast } from '@/components/hooks/use-scrolled-past';
import { BACK_TO_TOP_THRESHOLD_PX } from '@/lib/constants/ui';

/** Fades in after more than 250 px of scroll; scrolls smoothly back to the top. */
export function BackToTop() {
  const isVisible = useScrolledPast(BACK_TO_TOP_THRESHOLD_PX);
  return (
    <button
      type="button"
      id="back-to-top"
      className={`back-to-top${isVisible ? ' show' : ''}`}
      aria-label="Back to top"
      tabIndex={isVisible ? 0 : -1}
      aria-hidden={!isVisible}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <i className="bi bi-chevron-up" aria-hidden="true" />
    </button>
  );
}
