import type { Metadata } from 'next';
import { MyBriefPage } from '@/components/my/my-brief-page';

export const metadata: Metadata = { title: 'New brief', robots: { index: false } };

// /me/briefs/new – write a brief.
export default function NewBriefPage() {
  return <MyBriefPage briefId={null} />;
}
