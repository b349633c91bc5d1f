/**
 * A valid record of every model, for the authorization matrix and durability tests: the fields
 * a create needs, and one field an update changes.
 */
export const MODEL_FIXTURES: Record<
  string,
  { input: Record<string, unknown>; change: Record<string, unknown> }
> = {
  Stream: {
    input: { title: 'Night Watch', description: 'A stream', url: '/media/night-watch.mp4', status: 'ACTIVE' },
    change: { title: 'Day Watch' },
  },
  Personality: {
    input: { name: 'marcus', displayName: 'Marcus', category: 'EDUCATOR' },
    change: { displayName: 'Marcus A.' },
  },
  Brief: {
    input: {
      userId: 'user-1',
      title: 'On Discipline',
      slug: 'on-discipline',
      description: 'Short',
      username: 'ada',
      blogDate: '2025-03-01',
      month: 'March',
      categories: 'Stoicism',
      profileId: 'profile-1',
      status: 'PUBLISHED',
    },
    change: { title: 'On Discipline, Again' },
  },
  Platform: {
    input: { displayName: 'YouTube', name: 'YOUTUBE', url: 'https://youtube.com' },
    change: { displayName: 'YouTube (Google)' },
  },
  PlatformBan: {
    input: { platformId: 'youtube', profileId: 'profile-1', isActive: true, appealStatus: 'PENDING' },
    change: { appealStatus: 'RESTORED' },
  },
  ShadowbanExperience: {
    input: {
      profileId: 'profile-1',
      platform: 'X',
      category: 'reach',
      description: 'Replies hidden',
      restrictionType: 'search',
      date: '2025-01-02',
    },
    change: { financialImpact: 1250.5 },
  },
  Profile: {
    input: { userId: 'user-1', username: 'ada', displayName: 'Ada' },
    change: { bio: 'Writes about power.' },
  },
  NewsletterSubscription: { input: { email: 'reader@example.com' }, change: { email: 'other@example.com' } },
  ContactMessage: {
    input: { name: 'Reader', email: 'reader@example.com', message: 'Hello' },
    change: { subject: 'Re: hello' },
  },
};

export const MODEL_NAMES = Object.keys(MODEL_FIXTURES);
