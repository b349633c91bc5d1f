import type { OverviewCounts } from '@/lib/content/my/my-overview-data';
import type { MyProfile } from '@/lib/content/my/my-profile-store';
import { avatarUrlOf } from '@/lib/content/profiles/avatar-url';
import { readPictureHost } from '@/lib/storage/read-picture-host';
import { MyOverviewCards } from './my-overview-cards';

/**
 * /me's overview from the server's first view, when it read the profile and its counts: a server
 * component, so the page hydrates none of it and loads nothing for it (the avatar's address comes
 * from the server's outputs, where the browser's cards fetch /amplify-outputs.js at hydration).
 */
export async function MyOverviewFirstView({ profile, counts }: { profile: MyProfile; counts: OverviewCounts }) {
  return <MyOverviewCards profile={profile} counts={counts} avatar={avatarUrlOf(profile.avatarUrl, await readPictureHost())} />;
}
