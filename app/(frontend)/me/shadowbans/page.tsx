import type { Metadata } from 'next';
import { MyPage } from '@/components/my/my-page';
import { MyRecordsScreen } from '@/components/my/my-records-screen';

export const metadata: Metadata = { title: 'My shadowban reports', robots: { index: false } };

// /me/shadowbans – the signed-in creator's shadowban reports: add, edit, delete.
export default function MyShadowbansPage() {
  return (
    <MyPage title="My shadowban reports">
      <MyRecordsScreen kind="shadowbans" />
    </MyPage>
  );
}
