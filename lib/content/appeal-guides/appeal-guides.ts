import type { PlatformId } from '@/lib/content/platforms';

/**
 * Where and how a creator appeals on each platform, in a few plain steps, with the platform's own
 * help page (the authority: platforms change their flows, and the page says so). The platform
 * pages put what the record shows about appeals there beside it (components/platforms/appeal-guide.tsx).
 */
export type AppealGuide = {
  /** Where the appeal starts. */
  where: string;
  /** The steps, in order. */
  steps: readonly string[];
  /** The platform's help page on appeals. */
  helpUrl: string;
};

export const APPEAL_GUIDES: Readonly<Record<PlatformId, AppealGuide>> = {
  youtube: {
    where: 'YouTube Studio, or the link in the e-mail YouTube sent',
    steps: [
      'For a strike or a removed video: in YouTube Studio open Content, find the video and choose Appeal in its Restrictions column.',
      'For a terminated channel: use the appeal form linked from the termination e-mail, signed in to the channel’s Google account.',
      'Say what the video shows and why it does not break the policy named in the notice; keep a copy of what you send.',
    ],
    helpUrl: 'https://support.google.com/youtube/answer/185111',
  },
  x: {
    where: 'X’s Help Center appeal form',
    steps: [
      'Sign in to the suspended or locked account and open the appeal form in X’s Help Center.',
      'Choose the kind of action (suspension, locked account, reduced visibility) and quote the notice.',
      'Keep the confirmation e-mail: it dates the appeal.',
    ],
    helpUrl: 'https://help.x.com/en/forms/account-access/appeals',
  },
  instagram: {
    where: 'Account Status in Instagram’s settings',
    steps: [
      'Open Settings, then Account Status, to see what was removed or restricted and why.',
      'Choose the item and request a review; for a disabled account, follow the link in the notice or on the sign-in screen.',
      'Screenshot Account Status before and after: it is the record of the decision.',
    ],
    helpUrl: 'https://help.instagram.com/',
  },
  facebook: {
    where: 'Account Status or the Support Inbox',
    steps: [
      'Open Account Status (Settings & privacy) or the Support Inbox to find the decision.',
      'Choose the removal or restriction and ask for a review; a disabled account appeals through the form the notice links.',
      'Some decisions can then go to the Oversight Board with the reference number Facebook gives.',
    ],
    helpUrl: 'https://www.facebook.com/help/',
  },
  tiktok: {
    where: 'The violation notice in the TikTok app',
    steps: [
      'Open the notification about the violation (Inbox, or Account status in Settings and privacy).',
      'Tap Submit an appeal and say why the video or account follows the Community Guidelines.',
      'Screenshot the notice and the appeal’s outcome: the app does not keep them for ever.',
    ],
    helpUrl: 'https://support.tiktok.com/',
  },
  twitch: {
    where: 'Twitch’s Appeals Portal',
    steps: [
      'Sign in to the suspended account and open the Appeals Portal.',
      'Choose the enforcement and explain why it was mistaken; one appeal per enforcement is read.',
      'Keep the e-mail with the decision: it names the enforcement and its length.',
    ],
    helpUrl: 'https://appeals.twitch.tv/',
  },
  rumble: {
    where: 'Rumble’s support',
    steps: [
      'Rumble publishes no appeal form: write to its support from the help pages, signed in to the account.',
      'Quote the notice (date, video, rule named) and say what you ask for.',
      'Keep your message and its answer: they are the only record of the appeal.',
    ],
    helpUrl: 'https://rumble.com/s/support',
  },
  substack: {
    where: 'Substack’s support',
    steps: [
      'Write to Substack’s support from its help centre, from the e-mail address of the publication.',
      'Name the publication and the post, quote the notice and the content guideline it cites.',
      'Keep the thread: it dates the appeal and its answer.',
    ],
    helpUrl: 'https://support.substack.com/',
  },
  medium: {
    where: 'Medium’s help centre',
    steps: [
      'Write to Medium’s Trust & Safety team from its help centre, signed in to the account.',
      'Name the story or account, quote the notice and the rule it cites.',
      'Keep the answer: Medium’s decisions are not shown anywhere else.',
    ],
    helpUrl: 'https://help.medium.com/',
  },
};

/** The guide of a platform by its record id, or null for an id the catalogue does not know. */
export function appealGuideOf(platformId: string): AppealGuide | null {
  return Object.hasOwn(APPEAL_GUIDES, platformId) ? APPEAL_GUIDES[platformId as PlatformId] : null;
}

/** Where a platform's guide is: its page's #appeal section. */
export function appealGuidePathOf(platformId: string): string {
  return `/platforms/${encodeURIComponent(platformId)}#appeal`;
}
