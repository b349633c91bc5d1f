import type { Metadata } from 'next';
import { MyPage } from '@/components/my/my-page';
import { MyRecordsScreen } from '@/components/my/my-records-screen';

export const metadata: Metadata = { title: 'My platform bans', robots: { index: false } };

// /me/bans – the signed-in creator's platform bans: add, edit, delete.
export default function MyBansPage() {
  return (
    <MyPage title="My platform bans">
      <MyRecordsScreen kind="bans" />
    </MyPage>
  );
}
