import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BanPermalinkView, banTitle } from '@/components/records/ban-permalink-view';
import { readBanPermalink } from '@/lib/content/records/read-record-permalink';
import { buildPageMetadata } from '@/lib/seo/page-metadata';

// Rendered on first request and cached; refreshed every 5 s or at once after an edit.
export const revalidate = 5;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ id: string }> };

// Record ids are plain [A-Za-z0-9_-]: an escaped character means no record, so nothing is decoded.
const read = async (params: Props['params']) => readBanPermalink((await params).id);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const permalink = await read(params);
  if (!permalink) return { title: 'Ban record not found', robots: { index: false } };
  const { record } = permalink;
  const description = record.explanation ?? `A ${record.isActive ? 'ban still in force' : 'lifted ban'} recorded by the creator.`;
  return buildPageMetadata({ title: banTitle(permalink), description, path: `/bans/${encodeURIComponent(record.id)}` });
}

// /bans/[id] – one ban record's permanent page (the open data's permalink).
export default async function BanPage({ params }: Props) {
  const permalink = await read(params);
  if (!permalink) notFound();
  return <BanPermalinkView permalink={permalink} />;
}
