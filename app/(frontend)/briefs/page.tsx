import type { Metadata } from 'next';
import { briefsMetadata, BriefsView } from './briefs-view';

// /briefs with a query string (a filter, a page): rendered per request from cached reads. The
// plain /briefs is the cached view (backend/core/http/page-cache/cached-views.ts).
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return briefsMetadata(await searchParams);
}

export default async function BriefsPage({ searchParams }: Props) {
  return <BriefsView query={await searchParams} />;
}
