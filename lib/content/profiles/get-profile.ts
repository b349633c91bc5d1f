import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { cachedRead } from '@/lib/data/cached-read';
import { readPublicData } from '@/lib/data/public-data';
import { readPictureHost } from '@/lib/storage/read-picture-host';
import type { PublicProfile } from './profile-types';
import { PROFILE_DETAIL_FIELDS, type ProfileDetailWire } from './profile-wire';
import { throwIfErrors } from './data-errors';
import { toPublicProfile } from './to-public-profile';

/**
 * A creator's public profile (card, links, standings), or null when no profile has that
 * username. Its records are read a page at a time (profile-records.ts). Read with the API key and
 * cached, so an edit refreshes it.
 */
export const getProfile = cachedRead('profiles:by-username', [CACHE_TAGS.profiles], async (username: string): Promise<PublicProfile | null> => {
  // Explicit type arguments: inferring them from the selection sets overflows the compiler's stack.
  const wire = await readPublicData<ProfileDetailWire | null>(async (client, context) => {
    // The page's own fields: the owner field is the owner's and moderators' alone. Usernames
    // are stored lower-case, so /profiles/Ada finds ada.
    const found = await client.models.Profile.listProfileByUsername(context, { username: username.toLowerCase() }, { selectionSet: PROFILE_DETAIL_FIELDS });
    throwIfErrors(found);
    return (found.data[0] as ProfileDetailWire | undefined) ?? null;
  });
  return wire && toPublicProfile(wire, await readPictureHost());
});
