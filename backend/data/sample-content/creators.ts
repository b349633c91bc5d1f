import type { PlatformName } from './sample-types';

/**
 * The fictional creators behind the sample profiles: who they are and where they publish.
 * Everything a profile derives from its ban and shadowban records (totals, banned and limited
 * platforms) is computed in profiles.ts, never typed here.
 */
export type Creator = {
  /** Profile.username, also the handle of every account link and part of the profile id. */
  handle: string;
  /** Local part of the owning sample account's e-mail (owners.ts). */
  ownerName: string;
  displayName: string;
  bio: string;
  /** Platforms the creator has an account on, banned or not. */
  channels: PlatformName[];
  /** Profiles have no website field; a creator's own site goes in blogLink. */
  hasBlog?: boolean;
  schedule?: string;
  solanaAddress?: string;
};

export const CREATORS: Creator[] = [
  {
    handle: 'maraquill',
    ownerName: 'mara.quill',
    displayName: 'Mara Quill',
    bio: 'Essayist and former rowing coach who reads the Stoics for a living. Weekly video essays on self-command, and a newsletter for people who would rather build than complain.',
    channels: ['YOUTUBE', 'X', 'SUBSTACK', 'INSTAGRAM'],
    hasBlog: true,
    schedule: 'Video essays every Monday, newsletter on Thursdays',
    solanaAddress: 'MASi45ub7Qe4ZE36UT5G6cU4ud8Fhhe4deS4F3cw9KTA',
  },
  {
    handle: 'dorianvale',
    ownerName: 'dorian.vale',
    displayName: 'Dorian Vale',
    bio: 'Host of The Command Hour, long-form conversations with people who have led under pressure: ship captains, surgeons, founders and union organisers.',
    channels: ['YOUTUBE', 'RUMBLE', 'X', 'FACEBOOK'],
    hasBlog: true,
    schedule: 'New episode every Wednesday at 06:00 UTC',
  },
  {
    handle: 'sorenaldric',
    ownerName: 'soren.aldric',
    displayName: 'Soren Aldric',
    bio: 'Open-source intelligence analyst. Verifies footage, maps influence operations and teaches readers to check before they share.',
    channels: ['X', 'SUBSTACK', 'YOUTUBE', 'MEDIUM'],
    hasBlog: true,
    schedule: 'Threads as events unfold; a weekly digest on Sundays',
    solanaAddress: 'b8dLcukC7edhDQ7cn5d4gEYkbUrMWeWQLGsCmrG6dLaY',
  },
  {
    handle: 'imogenthrace',
    ownerName: 'imogen.thrace',
    displayName: 'Imogen Thrace',
    bio: 'Endurance coach and ultra-runner. Teaches discipline as a skill you practise daily, not a mood you wait for.',
    channels: ['INSTAGRAM', 'TIKTOK', 'YOUTUBE'],
    schedule: 'Daily training clips at 07:00, a long session video every Saturday',
  },
  {
    handle: 'caspianreyes',
    ownerName: 'caspian.reyes',
    displayName: 'Caspian Reyes',
    bio: 'Live debate streamer. Invites people he disagrees with, gives them the same microphone and lets the audience decide.',
    channels: ['TWITCH', 'YOUTUBE', 'X', 'RUMBLE'],
    schedule: 'Live Tuesday to Friday, 20:00 to 23:00 Eastern',
    solanaAddress: 'yNoVKf58ZTBqNAYT3j5qcdsyuMNmPfYetW5v6JXmj54o',
  },
  {
    handle: 'taliabrennock',
    ownerName: 'talia.brennock',
    displayName: 'Talia Brennock',
    bio: 'Independent journalist behind The Brennock Ledger. Covers procurement, lobbying and the paper trails institutions would rather nobody read.',
    channels: ['SUBSTACK', 'X', 'FACEBOOK', 'MEDIUM'],
    hasBlog: true,
    schedule: 'Investigations twice a month, briefings every Friday',
  },
  {
    handle: 'eliasmarrow',
    ownerName: 'elias.marrow',
    displayName: 'Elias Marrow',
    bio: "Historian of propaganda. Shows how the techniques of twentieth-century ministries of information survive in today's feeds.",
    channels: ['MEDIUM', 'YOUTUBE', 'SUBSTACK'],
    hasBlog: true,
    schedule: 'One long essay a month, short lectures on alternate Tuesdays',
  },
  {
    handle: 'noorhalvorsen',
    ownerName: 'noor.halvorsen',
    displayName: 'Noor Halvorsen',
    bio: 'Media-literacy teacher. Sixty-second lessons on spotting manipulation, written for teenagers and shared by their parents.',
    channels: ['TIKTOK', 'INSTAGRAM', 'YOUTUBE'],
    schedule: 'Short lessons Monday, Wednesday and Friday',
  },
  {
    handle: 'rhyscalder',
    ownerName: 'rhys.calder',
    displayName: 'Rhys Calder',
    bio: 'Former hostage-negotiation trainer. Breaks down power, leverage and persuasion in boardrooms, courtrooms and family kitchens.',
    channels: ['INSTAGRAM', 'FACEBOOK', 'X', 'YOUTUBE'],
    hasBlog: true,
    schedule: 'Role-play breakdowns every Tuesday',
    solanaAddress: 'mLidkuVKnRyjP2WPBg8Y4ErK9pGSSxY6BVScJy9uUxcJ',
  },
  {
    handle: 'freyacastellan',
    ownerName: 'freya.castellan',
    displayName: 'Freya Castellan',
    bio: 'Chess master turned strategy commentator. Reads politics, business and platform policy as positions on a board.',
    channels: ['RUMBLE', 'YOUTUBE', 'X', 'SUBSTACK'],
    schedule: 'Live analysis on Sundays at 18:00 CET',
  },
  {
    handle: 'jonahwhitlock',
    ownerName: 'jonah.whitlock',
    displayName: 'Jonah Whitlock',
    bio: 'Retired infantry officer. Writes and films about small-unit leadership for veterans, coaches and first-time managers.',
    channels: ['FACEBOOK', 'YOUTUBE', 'X'],
    hasBlog: true,
    schedule: 'Leadership notes every Monday morning',
  },
  {
    handle: 'anikasterling',
    ownerName: 'anika.sterling',
    displayName: 'Anika Sterling',
    bio: 'Personal-finance creator. Frugality as freedom: the discipline of spending less than you earn, told without shame or hype.',
    channels: ['YOUTUBE', 'TIKTOK', 'INSTAGRAM', 'X'],
    schedule: 'Budget breakdowns every Sunday evening',
    solanaAddress: 'nTPkyRFA6CAFjF1YveCHK1ATbQgdM9mwZgikp4Wzxrxk',
  },
  {
    handle: 'lucanashby',
    ownerName: 'lucan.ashby',
    displayName: 'Lucan Ashby',
    bio: 'Host of Forum, a podcast on classical rhetoric. Reads Cicero, Demosthenes and Lincoln aloud and asks why their words still move crowds.',
    channels: ['YOUTUBE', 'RUMBLE', 'SUBSTACK', 'TWITCH'],
    hasBlog: true,
    schedule: 'Live readings on Twitch every Thursday, episodes on Saturday',
  },
  {
    handle: 'wrencalloway',
    ownerName: 'wren.calloway',
    displayName: 'Wren Calloway',
    bio: 'Satirist. Sketches about bureaucrats, billionaires and the people who moderate them, clearly labelled as parody and frequently mistaken for news.',
    channels: ['TIKTOK', 'INSTAGRAM', 'X', 'YOUTUBE', 'RUMBLE'],
    schedule: 'New sketch most weekdays',
    solanaAddress: 'tcSSSS7XhS4D5EVB8Nf471dAb7Qg25xEgRAhHPfQX88w',
  },
];

/** Profile ids are readable: 'profile-' and the handle. */
export function profileIdOf(handle: string): string {
  return `profile-${handle}`;
}
