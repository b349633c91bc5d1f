import type { Metadata } from 'next';
import { MyBriefPage } from '@/components/my/my-brief-page';

export const metadata: Metadata = { title: 'Edit brief', robots: { index: false } };

// /me/briefs/[id] – edit one of the signed-in creator's briefs.
export default async function EditBriefPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <MyBriefPage briefId={id} />;
}
