import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import type { CachedViewName } from '@/amplify/shared/site-server-contract';
import { briefsMetadata, BriefsView } from '../../briefs/briefs-view';
import { homeMetadata, HomeView } from '../../home-view';
import { personalitiesMetadata, PersonalitiesView } from '../../personalities/personalities-view';
import { platformsMetadata, PlatformsView } from '../../platforms/platforms-view';
import { profilesMetadata, ProfilesView } from '../../profiles/profiles-view';
import { streamsMetadata, StreamsView } from '../../streams/streams-view';

// The plain listings (amplify/shared/site-server-contract.ts names them for the server too): no paths at build time, each rendered on
// its first request and then served from the page cache, refreshed at once after an edit, else every 5 s (300 s behind our own server, which refreshes on every change: lib/data/event-driven-freshness.mjs).
export const revalidate = 5;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type View = { metadata: () => Metadata; render: () => ReactNode };

// Every view the server may ask for has a renderer (the type says so); looked up through a Map.
const RENDERERS: Record<CachedViewName, View> = {
  home: { metadata: homeMetadata, render: () => <HomeView /> },
  briefs: { metadata: () => briefsMetadata({}), render: () => <BriefsView query={{}} /> },
  profiles: { metadata: () => profilesMetadata({}), render: () => <ProfilesView query={{}} /> },
  platforms: { metadata: () => platformsMetadata({}), render: () => <PlatformsView query={{}} /> },
  streams: { metadata: () => streamsMetadata({}), render: () => <StreamsView query={{}} /> },
  personalities: { metadata: () => personalitiesMetadata({}), render: () => <PersonalitiesView query={{}} /> },
};
const VIEWS = new Map<string, View>(Object.entries(RENDERERS));

type Props = { params: Promise<{ view: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return VIEWS.get((await params).view)?.metadata() ?? { title: 'Page not found', robots: { index: false } };
}

export default async function CachedViewPage({ params }: Props) {
  const view = VIEWS.get((await params).view);
  if (!view) notFound();
  return view.render();
}
