import type { Metadata } from 'next';
import { platformsMetadata, PlatformsView } from './platforms-view';

// /platforms?year=&state=&appeal=: rendered per request from cached reads; the plain /platforms is the cached view.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return platformsMetadata(await searchParams);
}

export default async function PlatformsPage({ searchParams }: Props) {
  return <PlatformsView query={await searchParams} />;
}
