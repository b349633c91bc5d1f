import type { Metadata } from 'next';
import { streamsMetadata, StreamsView } from './streams-view';

// /streams with filters or a page: rendered per request from cached reads; the plain /streams is the cached view.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return streamsMetadata(await searchParams);
}

export default async function StreamsPage({ searchParams }: Props) {
  return <StreamsView query={await searchParams} />;
}
