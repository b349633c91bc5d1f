import type { Metadata } from 'next';
import { platformMetadata, PlatformView } from '../../../platforms/[name]/platform-view';

// The plain /platforms/<name>, as the server hands it over (amplify/shared/site-server-contract.ts):
// no paths at build time, each rendered on its first request and then served from the page cache,
// refreshed at once after an edit (its reads' tags), else every 5 s (300 s behind our own server:
// lib/data/event-driven-freshness.mjs).
export const revalidate = 5;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ name: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return platformMetadata((await params).name, {});
}

// GET /platforms/<name> (no query string) – one platform's figures and the first page of its ban records.
export default async function CachedPlatformPage({ params }: Props) {
  return <PlatformView name={(await params).name} query={{}} />;
}
