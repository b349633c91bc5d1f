import type { Metadata } from 'next';
import { platformMetadata, PlatformView, type PlatformQuery } from './platform-view';

type Props = { params: Promise<{ name: string }>; searchParams: Promise<PlatformQuery> };

// A slice, year or page (query string) makes this page per request from cached reads; the plain
// /platforms/<name> is the cached view (cached-view/platform/[name]).
export const dynamic = 'force-dynamic';

// From the address alone: the metadata never waits for the page's reads (platform-view.tsx).
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return platformMetadata((await params).name, await searchParams);
}

// GET /platforms/<name>?show=&year=&page= – one platform's figures and one page of its ban records.
export default async function PlatformPage({ params, searchParams }: Props) {
  return <PlatformView name={(await params).name} query={await searchParams} />;
}
