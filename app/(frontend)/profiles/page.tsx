import type { Metadata } from 'next';
import { profilesMetadata, ProfilesView } from './profiles-view';

// /profiles?page=: rendered per request from cached reads; the plain /profiles is the cached view.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return profilesMetadata(await searchParams);
}

export default async function ProfilesPage({ searchParams }: Props) {
  return <ProfilesView query={await searchParams} />;
}
