import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { cachedRead } from '@/lib/data/cached-read';
import { readPublicData } from '@/lib/data/public-data';
import { readPictureHost } from '@/lib/storage/read-picture-host';
import { PROFILE_SUMMARY_FIELDS, type ProfileSummaryWire } from './profile-wire';
import type { ProfileSummary } from './profile-types';
import { readEveryPage } from '@/lib/content/read-every-page';
import { toProfileSummary } from './to-public-profile';

/** Creators with the most recorded bans first, then by name: the list is about standing. */
function compareStanding(a: ProfileSummary, b: ProfileSummary): number {
  return b.totalBans - a.totalBans || b.totalEstimatedLoss - a.totalEstimatedLoss || a.displayName.localeCompare(b.displayName);
}

/** Every public creator profile, read with the API key and cached (tag: profiles). */
export const listProfiles = cachedRead('profiles:list', [CACHE_TAGS.profiles], async (): Promise<ProfileSummary[]> => {
  // Explicit type arguments: inferring them from the selection set overflows the compiler's stack.
  const records = await readPublicData<ProfileSummaryWire[]>((client, context) =>
    readEveryPage<ProfileSummaryWire>((nextToken) =>
      client.models.Profile.list(context, { limit: 1000, nextToken, selectionSet: PROFILE_SUMMARY_FIELDS }),
    ),
  );
  const pictures = await readPictureHost();
  return records.map((record) => toProfileSummary(record, pictures)).sort(compareStanding);
});
