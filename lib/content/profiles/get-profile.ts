import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { cachedRead } from '@/lib/data/cached-read';
import { readPublicData } from '@/lib/data/public-data';
import { readPictureHost } from '@/lib/storage/read-picture-host';
import type { PublicProfile } from './profile-types';
import {
  PLATFORM_BAN_FIELDS,
  PROFILE_BRIEF_FIELDS,
  PROFILE_DETAIL_FIELDS,
  SHADOWBAN_FIELDS,
  type PlatformBanWire,
  type ProfileBriefWire,
  type ShadowbanWire,
} from './profile-wire';
import { readEveryPage } from '@/lib/content/read-every-page';
import { throwIfErrors } from './data-errors';
import { toPublicProfile } from './to-public-profile';

/**
 * A creator's public profile with its ban history, shadowban reports and published briefs, or
 * null when no profile has that username. Read with the API key and cached under every tag whose
 * records it shows, so an edit to any of them refreshes it.
 */
export const getProfile = cachedRead(
  'profiles:by-username',
  [CACHE_TAGS.profiles, CACHE_TAGS.platformBans, CACHE_TAGS.shadowbanExperiences, CACHE_TAGS.briefs],
  async (username: string): Promise<PublicProfile | null> =>
    // Explicit type arguments: inferring them from the selection sets overflows the compiler's stack.
    readPublicData<PublicProfile | null>(async (client, context) => {
      // The page's own fields: the owner field is the owner's and moderators' alone. Usernames
      // are stored lower-case, so /profiles/Ada finds ada.
      const found = await client.models.Profile.listProfileByUsername(
        context,
        { username: username.toLowerCase() },
        { selectionSet: PROFILE_DETAIL_FIELDS },
      );
      throwIfErrors(found);
      const profile = found.data[0];
      if (!profile) return null;
      const profileId = profile.id;
      const [bans, shadowbans, briefs] = await Promise.all([
        readEveryPage<PlatformBanWire>((nextToken) =>
          client.models.PlatformBan.listPlatformBanByProfileId(context, { profileId }, { limit: 1000, nextToken, selectionSet: PLATFORM_BAN_FIELDS }),
        ),
        readEveryPage<ShadowbanWire>((nextToken) =>
          client.models.ShadowbanExperience.listShadowbanExperienceByProfileId(
            context,
            { profileId },
            { limit: 1000, nextToken, selectionSet: SHADOWBAN_FIELDS },
          ),
        ),
        // Only published briefs are public; drafts and archived ones never reach a public page.
        readEveryPage<ProfileBriefWire>((nextToken) =>
          client.models.Brief.listBriefByProfileId(
            context,
            { profileId },
            { limit: 1000, nextToken, filter: { status: { eq: 'PUBLISHED' } }, selectionSet: PROFILE_BRIEF_FIELDS },
          ),
        ),
      ]);
      return toPublicProfile(profile, { bans, shadowbans, briefs }, await readPictureHost());
    }),
);
