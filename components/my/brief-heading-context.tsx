'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { briefHeadingOf, retitle } from './brief-heading';

type BriefHeading = { heading: string; nameBrief: (brief: { title: string }) => void };

const BriefHeadingContext = createContext<BriefHeading | null>(null);

/**
 * Holds the heading of the brief editor's page: the banner sits above the editor, and the editor
 * names the brief when it loads or first saves it, without a page load.
 */
export function BriefHeadingProvider({ isExisting, children }: { isExisting: boolean; children: ReactNode }) {
  const [saved, setSaved] = useState<{ title: string } | null>(null);
  const heading = briefHeadingOf(saved, isExisting);

  useEffect(() => {
    if (saved) document.title = retitle(document.title, heading);
  }, [saved, heading]);

  return <BriefHeadingContext.Provider value={{ heading, nameBrief: setSaved }}>{children}</BriefHeadingContext.Provider>;
}

/** The page banner with the editor's current heading. */
export function BriefBanner() {
  const context = useContext(BriefHeadingContext);
  return <BreadcrumbBanner title={context?.heading ?? briefHeadingOf(null, false)} />;
}

/** Tells the banner which brief the editor holds; a no-op outside a BriefHeadingProvider. */
export function useNameBrief(): (brief: { title: string }) => void {
  return useContext(BriefHeadingContext)?.nameBrief ?? noop;
}

function noop() {}
