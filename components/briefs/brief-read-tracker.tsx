'use client';

import { useEffect } from 'react';
import { ANALYTICS_EVENTS } from '@/lib/constants/analytics';
import { recordEvent } from '@/lib/analytics/site-analytics';

const recorded = new Set<string>();

/** Records analytics' brief_read once per brief page load (React may run effects twice). */
export function BriefReadTracker({ slug }: { slug: string }) {
  useEffect(() => {
    if (recorded.has(slug)) return;
    recorded.add(slug);
    recordEvent(ANALYTICS_EVENTS.briefRead, { briefSlug: slug });
  }, [slug]);
  return null;
}
