import { a } from '@aws-amplify/data-schema';

/** A creator's links (SPEC §3), for the Profile model and saveMyProfile's arguments: fresh builders each call. */
export const profileLinkFields = () => ({
  xLink: a.url(),
  youtubeLink: a.url(),
  rumbleLink: a.url(),
  blogLink: a.url(),
  facebookLink: a.url(),
  instagramLink: a.url(),
  tiktokLink: a.url(),
  substackLink: a.url(),
  mediumLink: a.url(),
  twitchLink: a.url(),
});
