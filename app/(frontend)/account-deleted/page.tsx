import type { Metadata } from 'next';
import { AccountDeleted } from '@/components/account/account-deleted';

export const metadata: Metadata = { title: 'Account deleted', robots: { index: false } };

// /account-deleted – where leaving the site lands (components/account/leave-account.tsx), signed out.
export default async function AccountDeletedPage({ searchParams }: { searchParams: Promise<{ records?: string; free?: string }> }) {
  const { records, free } = await searchParams;
  return <AccountDeleted records={records === 'REMOVE' || records === 'ANONYMISE' ? records : null} usernameFreeOn={typeof free === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(free) ? free : null} />;
}
