import type { Metadata } from 'next';
import { MyBriefScreen } from '@/components/my/my-brief-screen';
import { MyPage } from '@/components/my/my-page';
import { SignedInUser } from '@/components/my/signed-in-user';

export const metadata: Metadata = { title: 'Edit brief', robots: { index: false } };

// /me/briefs/[id] – edit one of the signed-in creator's briefs.
export default async function EditBriefPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <MyPage title="Edit brief">
      <SignedInUser>
        <MyBriefScreen briefId={id} />
      </SignedInUser>
    </MyPage>
  );
}
