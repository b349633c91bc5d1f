import type { Metadata } from 'next';
import { OpenDataView, openDataDescription } from '@/components/open-data/open-data-view';
import { buildPageMetadata } from '@/lib/seo/page-metadata';

// The record counts are read per request from the database's counters (cached reads).
export const dynamic = 'force-dynamic';

export const metadata: Metadata = buildPageMetadata({ title: 'Open data', description: openDataDescription, path: '/data' });

export default function OpenDataPage() {
  return <OpenDataView />;
}
